import { Link } from 'react-router';
import { shortOrderId } from '#shared/orders';
import type { CreditAccount } from '#shared/schemas/credit';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { useCredit } from '../../../lib/store-credit';
import { cn } from '../../../lib/utils';

type Move = CreditAccount['history'][number];

/**
 * Account → Points & credit: her store credit in taka, what expires when, and every move. Nothing
 * at all for a shopper who never had any.
 */
export function CreditSection() {
  const { t } = useI18n();
  const credit = useCredit();
  if (credit.isPending) return null;
  if (credit.isError) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-5 py-6 text-center">
        <p role="alert" className="text-stone-700">
          {t('credit.loadFailed')}
        </p>
        <Button className="mt-4" onClick={() => void credit.refetch()}>
          {t('points.tryAgain')}
        </Button>
      </div>
    );
  }
  const account = credit.data;
  if (account.balance === 0 && account.history.length === 0) return null;
  return (
    <section aria-labelledby="credit-heading" className="space-y-6">
      <Balance balance={account.balance} />
      {account.expiring.length > 0 && <Expiring expiring={account.expiring} />}
      {account.history.length > 0 && <History history={account.history} />}
    </section>
  );
}

function Balance({ balance }: { balance: number }) {
  const { t, money } = useI18n();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="credit-heading" className="font-serif text-xl font-semibold">
        {t('credit.heading')}
      </h2>
      <p className="mt-2 text-3xl font-semibold text-stone-900 tabular-nums">{money(balance)}</p>
      {balance > 0 && <p className="mt-1 text-stone-700">{t('credit.spend')}</p>}
    </div>
  );
}

function Expiring({ expiring }: { expiring: CreditAccount['expiring'] }) {
  const { t, date, money } = useI18n();
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">{t('credit.expiring.heading')}</h3>
      <ul className="mt-2 space-y-1 text-sm text-stone-800">
        {expiring.map((lot) => (
          <li key={`${lot.expiresAt}-${lot.amount}`}>
            {t('credit.expiring.row', { amount: money(lot.amount), date: date(lot.expiresAt) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function reasonKey(move: Move) {
  // The shop's own changes say which way they went; their note says why.
  if (move.reason === 'adjusted')
    return move.change > 0 ? 'credit.reason.added' : 'credit.reason.removed';
  return `credit.reason.${move.reason}` as const;
}

function History({ history }: { history: Move[] }) {
  const { t, date, money } = useI18n();
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">{t('credit.history.heading')}</h3>
      <table className="mt-2 w-full overflow-hidden rounded-xl border border-stone-200 bg-white text-sm">
        <thead className="bg-stone-50 text-left text-xs font-medium tracking-wide text-stone-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 sm:px-4">
              {t('points.history.date')}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4">
              {t('points.history.what')}
            </th>
            <th scope="col" className="px-3 py-2 text-right sm:px-4">
              {t('credit.history.change')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {history.map((move) => (
            <tr key={move.id}>
              <td className="px-3 py-2 whitespace-nowrap text-stone-700 sm:px-4">
                <time dateTime={move.createdAt}>{date(move.createdAt)}</time>
              </td>
              <td className="px-3 py-2 text-stone-900 sm:px-4">
                {t(reasonKey(move))}
                {move.note && <span className="text-stone-700">: {move.note}</span>}
                {move.orderId && (
                  <>
                    {' · '}
                    <Link
                      to={`/account/orders/${move.orderId}`}
                      className="font-medium whitespace-nowrap text-rose-700 underline-offset-2 hover:underline"
                    >
                      {t('points.history.order', { id: shortOrderId(move.orderId) })}
                    </Link>
                  </>
                )}
              </td>
              <td
                className={cn(
                  'px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums sm:px-4',
                  move.change > 0 ? 'text-emerald-700' : 'text-stone-700',
                )}
              >
                {move.change > 0 ? '+' : '−'}
                {money(Math.abs(move.change))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
