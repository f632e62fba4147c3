import type { PointsAccount } from '#shared/schemas/points';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { useCredit } from '../../../lib/store-credit';
import { usePoints } from '../api/get-points';
import { CreditSection } from './credit-section';
import { WalletExpiring } from './wallet-expiring';
import { WalletHistory } from './wallet-history';

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
  const rows = expiring.map((lot) => ({
    key: `${lot.expiresAt}-${lot.points}`,
    text: t('points.expiring.row', { count: lot.points, date: date(lot.expiresAt) }),
  }));
  return (
    <WalletExpiring
      heading={t('points.expiring.heading')}
      rows={rows}
      none={t('points.expiring.none')}
    />
  );
}

function History({ history }: { history: PointsAccount['history'] }) {
  const { t, number } = useI18n();
  return (
    <WalletHistory
      heading={t('points.history.heading')}
      changeHeading={t('points.history.change')}
      moves={history}
      what={(move) => t(`points.reason.${move.reason}`)}
      amount={number}
      none={t('points.history.none')}
    />
  );
}
