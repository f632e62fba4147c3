import { Link } from 'react-router';
import { shortOrderId } from '#shared/orders';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** A move in or out of points or store credit; only credit's carry an admin's note. */
export type WalletMove = {
  id: number;
  change: number;
  orderId: string | null;
  note?: string | null;
  createdAt: string;
};

type WalletHistoryProps<Move extends WalletMove> = {
  heading: string;
  /** The change column's heading: points or taka. */
  changeHeading: string;
  moves: Move[];
  /** Why it moved, in words. */
  what: (move: Move) => string;
  /** How a change's size is shown: a count of points or money. */
  amount: (value: number) => string;
  /** Said when there are no moves; without it the caller shows no history at all then. */
  none?: string;
};

/** Every move of points or store credit: when, why (with its order), and how much in or out. */
export function WalletHistory<Move extends WalletMove>(props: WalletHistoryProps<Move>) {
  const { t } = useI18n();
  const { heading, changeHeading, moves, none } = props;
  return (
    <div>
      <h3 className="font-serif text-lg font-semibold">{heading}</h3>
      {moves.length === 0 && none !== undefined ? (
        <p className="mt-1 text-sm text-stone-700">{none}</p>
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
                {changeHeading}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {moves.map((move) => (
              <MoveRow key={move.id} move={move} what={props.what(move)} amount={props.amount} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function MoveRow({
  move,
  what,
  amount,
}: {
  move: WalletMove;
  what: string;
  amount: (value: number) => string;
}) {
  const { t, date } = useI18n();
  return (
    <tr>
      <td className="px-3 py-2 whitespace-nowrap text-stone-700 sm:px-4">
        <time dateTime={move.createdAt}>{date(move.createdAt)}</time>
      </td>
      <td className="px-3 py-2 text-stone-900 sm:px-4">
        {what}
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
        {amount(Math.abs(move.change))}
      </td>
    </tr>
  );
}
