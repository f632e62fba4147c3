import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export function OrdersTab() {
  return (
    <EmptyState
      icon={Package}
      title="No orders yet"
      action={
        <Button asChild>
          <Link to="/products">Start Shopping</Link>
        </Button>
      }
    >
      When you place an order, it will appear here with its status.
    </EmptyState>
  );
}
