import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';

export function OrderNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Order not found"
      action={
        <Button variant="outline" asChild>
          <Link to="/admin/orders">
            <ArrowLeft aria-hidden="true" /> Back to orders
          </Link>
        </Button>
      }
    >
      No order has this ID. It may have been mistyped.
    </EmptyState>
  );
}
