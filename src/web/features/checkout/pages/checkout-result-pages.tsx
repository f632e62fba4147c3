import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';

export function CheckoutSuccessPage() {
  const paymentId = useSearchParams()[0].get('paymentID');
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <title>Payment Successful | Sajghor</title>
      <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">Payment Successful!</h1>
      {paymentId && (
        <p className="mt-3 text-stone-700">
          Transaction ID: <span className="font-mono font-semibold">{paymentId}</span>
        </p>
      )}
      <p className="mt-2 text-stone-700">Your order will ship in 1-2 business days.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/account?tab=orders">View Orders</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </div>
    </main>
  );
}

const FAILURE_REASONS = [
  'The payment was cancelled before it finished',
  'The wallet or account did not have enough balance',
  'The transaction ID could not be verified',
  'A network problem interrupted the payment',
];

export function CheckoutFailedPage() {
  const paymentId = useSearchParams()[0].get('paymentID');
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <title>Payment Failed | Sajghor</title>
      <XCircle className="mx-auto size-14 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-semibold">Payment Failed</h1>
      {paymentId && (
        <p className="mt-3 text-stone-700">
          Transaction ID: <span className="font-mono font-semibold">{paymentId}</span>
        </p>
      )}
      <p className="mt-4 font-medium text-stone-800">This can happen when:</p>
      <ul className="mx-auto mt-2 max-w-sm list-disc space-y-1 pl-6 text-left text-stone-700">
        {FAILURE_REASONS.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/checkout">Try Again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/cart">Back to Cart</Link>
        </Button>
      </div>
    </main>
  );
}
