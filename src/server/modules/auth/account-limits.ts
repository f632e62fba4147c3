/**
 * Per-account limits: Better Auth's limiter counts per IP, and mobile carriers' NAT puts many
 * shoppers on one. In rate_limits so every server shares them; `last_request` is the window start.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

export type AccountLimit = { name: string; max: number; windowSeconds: number };

/** At most 5 failed sign-ins per account in 15 minutes (a successful one clears the count). */
export const FAILED_SIGN_INS: AccountLimit = { name: 'failed-sign-in', max: 5, windowSeconds: 900 };
export const SIGN_UPS: AccountLimit = { name: 'sign-up', max: 5, windowSeconds: 900 };
export const EMAIL_REQUESTS: AccountLimit = { name: 'email-request', max: 3, windowSeconds: 900 };
/**
 * SMS codes cost money and SMS pumping is a known fraud. auth.ts gives Better Auth an hour-long
 * rule so its pruning keeps these counters for the whole hour.
 */
export const OTP_PER_NUMBER_MINUTE: AccountLimit = {
  name: 'otp-number-minute',
  max: 1,
  windowSeconds: 60,
};
export const OTP_PER_NUMBER_HOUR: AccountLimit = {
  name: 'otp-number-hour',
  max: 5,
  windowSeconds: 3600,
};
export const OTP_PER_ADDRESS_HOUR: AccountLimit = {
  name: 'otp-address-hour',
  max: 10,
  windowSeconds: 3600,
};
/** A review takes at most 3 pictures and a checkout 1: 20 allows retries, not filling storage. */
export const CUSTOMER_UPLOADS: AccountLimit = { name: 'upload', max: 20, windowSeconds: 900 };

function keyFor(limit: AccountLimit, subject: string): string {
  return `account:${limit.name}:${subject.trim().toLowerCase()}`;
}

function secondsLeft(limit: AccountLimit, windowStart: number): number {
  const remainingMs = windowStart + limit.windowSeconds * 1000 - Date.now();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** Seconds to wait, else 0. Counted before the attempt, so parallel requests cannot slip past. */
export async function countAttempt(
  db: Database,
  limit: AccountLimit,
  subject: string,
): Promise<number> {
  const now = Date.now();
  const windowStartedBefore = now - limit.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key: keyFor(limit, subject), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStartedBefore} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStartedBefore} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  if (!row || row.count <= limit.max) return 0;
  return Math.max(1, secondsLeft(limit, row.windowStart));
}

export async function clearAttempts(db: Database, limit: AccountLimit, email: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(limit, email)));
}
