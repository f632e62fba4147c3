import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { CartLine } from '#shared/schemas/cart';

function problemText(line: CartLine): string {
  if (line.problem === 'out_of_stock') return 'out of stock';
  if (line.problem === 'inactive') return 'no longer available';
  return `only ${line.stockQuantity} left`;
}

/**
 * Lines the server would refuse, or the server's own refusal after an attempt. Either way the
 * cart is where it gets fixed.
 */
export const CART_PROBLEMS_ALERT = 'checkout-cart-problems';

export function CartProblemsAlert({
  problems,
  message,
}: {
  problems: CartLine[];
  message: string | null;
}) {
  if (problems.length === 0 && message === null) return null;
  return (
    <div
      id={CART_PROBLEMS_ALERT}
      role="alert"
      tabIndex={-1}
      className="flex scroll-mt-24 focus-visible:outline-none gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        {message && <p className="font-medium">{message}</p>}
        {problems.length > 0 && (
          <>
            <p className={message ? 'mt-1' : 'font-medium'}>
              Some items can't be ordered as they are and are left out of the total:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((line) => (
                <li key={line.productId}>
                  {line.name}: {problemText(line)}
                </li>
              ))}
            </ul>
          </>
        )}
        <Link to="/cart" className="mt-2 inline-block font-medium text-rose-700 underline">
          Review your cart
        </Link>
      </div>
    </div>
  );
}
