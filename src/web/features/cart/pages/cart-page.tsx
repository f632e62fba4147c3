import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** /cart for a visitor who is not signed in. */
export function CartPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <title>Cart | Sajghor</title>
      <ShoppingBag className="mx-auto size-12 text-stone-400" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">Your Cart</h1>
      <p className="mt-3 text-stone-700">Please sign in to view your cart</p>
      <Button asChild className="mt-6">
        <Link to="/login?redirect=/cart">Sign In</Link>
      </Button>
    </main>
  );
}
