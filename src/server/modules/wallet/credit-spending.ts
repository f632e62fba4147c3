/**
 * Store credit paying toward an order (decision 049): after discounts and delivery, taken off what
 * is left to pay; all of the amount asked or none. Credit paying the whole order leaves nothing for
 * a payment method to take but cash on delivery, with nothing to collect.
 */
import { msg } from '#shared/i18n/translator';
import type { PaymentMethod } from '#shared/pricing';
import type { Transaction } from '../../db/client';
import { HttpError } from '../../http-error';
import { takeFromLots } from './wallet-ledger';

/** Taka for a message's `৳{amount}`, written in the reader's digits when it is translated. */
const taka = (poisha: number) => poisha / 100;

const notEnough = (held: number, asked: number) =>
  new HttpError(
    409,
    msg('errors.credit.notEnough', { held: taka(held), asked: taka(asked) }),
    'CREDIT_NOT_ENOUGH',
  );

/** Refuses more than the order needs, more than she holds (`held` null: counted under lock). */
export function judgeCreditAsk(
  asked: number,
  priced: { totalBeforeCredit: number; total: number },
  held: number | null,
  method: PaymentMethod,
): void {
  if (asked === 0) return;
  if (held !== null && asked > held) throw notEnough(held, asked);
  if (asked > priced.totalBeforeCredit) {
    throw new HttpError(
      409,
      msg('errors.credit.overTotal', { total: taka(priced.totalBeforeCredit) }),
      'CREDIT_OVER_TOTAL',
    );
  }
  if (priced.total === 0 && method !== 'cod') {
    throw new HttpError(409, msg('errors.credit.nothingToPay'), 'CREDIT_PAYS_ALL');
  }
}

export async function spendCredit(
  tx: Transaction,
  spend: { userId: string; orderId: string; amount: number; now: Date },
): Promise<void> {
  if (spend.amount <= 0) return;
  const { taken, held } = await takeFromLots(
    tx,
    { userId: spend.userId, kind: 'credit' },
    spend.amount,
    { reason: 'spent', orderId: spend.orderId, now: spend.now, whole: true },
  );
  if (taken < spend.amount) throw notEnough(held, spend.amount);
}
