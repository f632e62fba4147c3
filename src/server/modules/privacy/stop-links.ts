/**
 * The way out every marketing message carries (the Personal Data Protection Ordinance 2025 asks
 * for one): a link per number, signed with the shop's secret so nobody can stop another's, that
 * turns marketing off for every account the number belongs to and records it as consent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import { localBdMobile } from '#shared/phone';
import type { Database } from '../../db/client';
import { consentEvents, orders, profiles, users } from '../../db/schema';

const signatureOf = (secret: string, phone: string) =>
  createHmac('sha256', secret).update(`stop-marketing:${phone}`).digest('base64url').slice(0, 16);

/** '01712345678-<16 characters>', for a number in any Bangladeshi form. */
export function stopToken(secret: string, phone: string): string {
  const local = localBdMobile(phone);
  return `${local}-${signatureOf(secret, local)}`;
}

export function stopLink(shop: { publicUrl: string; authSecret: string }, phone: string): string {
  return `${shop.publicUrl}/stop/${stopToken(shop.authSecret, phone)}`;
}

/** The number a token was made for, or null when its signature is not the shop's. */
export function phoneOfStopToken(secret: string, token: string): string | null {
  // The signature is base64url, which has '-' of its own: the number is what comes before the first.
  const at = token.indexOf('-');
  const phone = token.slice(0, at);
  const signature = token.slice(at + 1);
  const expected = Buffer.from(signatureOf(secret, phone));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? phone : null;
}

/**
 * Marketing off for the accounts behind the number, as the segments count them (its orders' accounts
 * and the account signed in with it), each change recorded; the same link used twice records once.
 */
export async function stopMarketing(
  db: Database,
  phone: string,
  ipAddress: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const hers = tx
      .select({ userId: users.id })
      .from(users)
      .leftJoin(orders, eq(orders.userId, users.id))
      .where(or(eq(orders.phone, phone), eq(users.phoneNumber, `+88${phone}`)));
    // The update waits for a concurrent one's row locks and then finds the switch already off, so
    // the same link opened twice at once records one change.
    const switched = await tx
      .update(profiles)
      .set({ notifyMarketing: false })
      .where(and(eq(profiles.notifyMarketing, true), inArray(profiles.userId, hers)))
      .returning({ userId: profiles.userId });
    if (switched.length === 0) return 0;
    await tx.insert(consentEvents).values(
      switched.map(({ userId }) => ({
        userId,
        kind: 'marketing' as const,
        granted: false,
        source: 'stop_link',
        ipAddress,
      })),
    );
    return switched.length;
  });
}
