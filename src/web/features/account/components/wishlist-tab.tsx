import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from './empty-state';

export function WishlistTab() {
  return (
    <EmptyState
      icon={Heart}
      title="Your wishlist is empty"
      action={
        <Button asChild>
          <Link to="/products">Browse Products</Link>
        </Button>
      }
    >
      Save the products you love and find them here later.
    </EmptyState>
  );
}
