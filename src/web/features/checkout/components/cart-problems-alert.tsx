import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { lineName } from '#shared/line-name';
import type { CartLine } from '#shared/schemas/cart';
import { type I18n, useI18n } from '../../../lib/i18n';

function problemText(t: I18n['t'], line: CartLine): string {
  if (line.problem === 'out_of_stock') return t('checkout.problems.outOfStock');
  if (line.problem === 'inactive') return t('checkout.problems.inactive');
  return t('checkout.problems.onlyLeft', { count: line.stockQuantity });
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
  /** The server's refusal: its words, or a key of the client's own. */
  message: string | null;
}) {
  const { t, message: translate } = useI18n();
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
        {message && <p className="font-medium">{translate(message)}</p>}
        {problems.length > 0 && (
          <>
            <p className={message ? 'mt-1' : 'font-medium'}>{t('checkout.problems.intro')}</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((line) => (
                <li key={`${line.productId}-${line.variant?.id ?? ''}`}>
                  {lineName(line.name, line.variant?.title)}: {problemText(t, line)}
                </li>
              ))}
            </ul>
          </>
        )}
        <Link to="/cart" className="mt-2 inline-block font-medium text-rose-700 underline">
          {t('checkout.problems.reviewCart')}
        </Link>
      </div>
    </div>
  );
}
