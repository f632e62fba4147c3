import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/**
 * /checkout and order details until ordering opens (the checkout issue): says so plainly instead
 * of a spinner that never ends, and keeps the shopper's cart where it is.
 */
export function CheckoutNotOpenPage() {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <title>Checkout | Sajghor</title>
      <h1 className="font-serif text-3xl font-semibold">Checkout opens soon</h1>
      <p className="mt-3 text-stone-700">
        Placing orders online is not open yet. Your cart is saved to your account and will be
        waiting for you.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button asChild>
          <Link to="/cart">Back to Cart</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </main>
  );
}
