import type { CreditAccount } from '#shared/schemas/credit';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { useCredit } from '../../../lib/store-credit';
import { WalletExpiring } from './wallet-expiring';
import { WalletHistory } from './wallet-history';

type Move = CreditAccount['history'][number];

/**
 * Account → Points & credit: her store credit in taka, what expires when, and every move. Nothing
 * at all for a shopper who never had any.
 */
export function CreditSection() {
  const { t, money } = useI18n();
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
      {account.history.length > 0 && (
        <WalletHistory
          heading={t('credit.history.heading')}
          changeHeading={t('credit.history.change')}
          moves={account.history}
          what={(move) => t(reasonKey(move))}
          amount={money}
        />
      )}
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
  const rows = expiring.map((lot) => ({
    key: `${lot.expiresAt}-${lot.amount}`,
    text: t('credit.expiring.row', { amount: money(lot.amount), date: date(lot.expiresAt) }),
  }));
  return <WalletExpiring heading={t('credit.expiring.heading')} rows={rows} />;
}

function reasonKey(move: Move) {
  // The shop's own changes say which way they went; their note says why.
  if (move.reason === 'adjusted')
    return move.change > 0 ? 'credit.reason.added' : 'credit.reason.removed';
  return `credit.reason.${move.reason}` as const;
}
