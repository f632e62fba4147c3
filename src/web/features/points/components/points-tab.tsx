import { Link } from 'react-router';
import { shortOrderId } from '#shared/orders';
import type { PointsAccount } from '#shared/schemas/points';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { useCredit } from '../../../lib/store-credit';
import { cn } from '../../../lib/utils';
import { usePoints } from '../api/get-points';
import { CreditSection } from './credit-section';

/**
 * Account → Points & credit: the balance and its worth, the rule, what expires when, and every
 * move; then her store credit, when she has or had any.
 */
export function PointsTab() {
  const { t } = useI18n();
  const points = usePoints();
  // Asked for beside the points, not after them: one wait on a slow network.
  useCredit();
  if (points.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('points.loading')} />
      </div>
    );
  }
  if (points.isError) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-5 py-12 text-center">
        <p role="alert" className="text-stone-700">
          {t('points.loadFailed')}
        </p>
        <Button className="mt-4" onClick={() => void points.refetch()}>
          {t('points.tryAgain')}
        </Button>
      </div>
    );
  }
  const account = points.data;
  return (
    <div className="space-y-10">
      <section aria-labelledby="points-heading" className="space-y-6">
        <Balance account={account} />
        {account.balance > 0 && <Expiring expiring={account.expiring} />}
        {(account.enabled || account.history.length > 0) && <History history={account.history} />}
      </section>
      <CreditSection />
    </div>
  );
}

function Balance({ account }: { account: PointsAccount }) {
  const { t, money, number } = useI18n();
  // Switched off with nothing held: nothing to show but that.
  const off = !account.enabled && account.balance === 0;
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="points-heading" className="font-serif text-xl font-semibold">
        {t('points.heading')}
      </h2>
      {off ? (
        <p className="mt-2 text-stone-700">{t('points.off')}</p>
      ) : (
        <>
          <p className="mt-2 text-3xl font-semibold text-stone-900 tabular-nums">
            {t('points.balance', { count: account.balance })}
          </p>
          <p className="text-stone-700">
            {t('points.worth', { amount: money(account.balance * account.worth) })}
          </p>
          <p className="mt-3 text-sm text-stone-700">
            {account.enabled
              ? `${t('points.rule', {
                  earn: money(account.earnTaka * 100),
                  worth: money(account.worth),
                  percent: number(account.maxPercent),
                })} ${t('points.earnedWhen')}`
              : t('points.paused')}
          </p>
        </>
      )}
    </div>
  );
}

function Expiring({ expiring }: { expiring: PointsAccount['expiring'] }) {
  const { t, date } = useI18n();
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">{t('points.expiring.heading')}</h3>
      {expiring.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">{t('points.expiring.none')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-stone-800">
          {expiring.map((lot) => (
            <li key={`${lot.expiresAt}-${lot.points}`}>
              {t('points.expiring.row', { count: lot.points, date: date(lot.expiresAt) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function History({ history }: { history: PointsAccount['history'] }) {
  const { t, date, number } = useI18n();
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">{t('points.history.heading')}</h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-stone-700">{t('points.history.none')}</p>
      ) : (
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
                {t('points.history.change')}
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
                  {t(`points.reason.${move.reason}`)}
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
                  {number(Math.abs(move.change))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
