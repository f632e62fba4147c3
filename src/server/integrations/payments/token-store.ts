/**
 * A gateway's access token, shared by every server through the gateway_tokens table (issue 20:
 * "kept and reused until it expires, shared by all servers"). bKash limits how often a merchant may
 * grant tokens, so servers must not each grant their own: a token with more than a minute left is
 * reused; otherwise ONE server renews it while holding a transaction-scoped advisory lock, and the
 * others wait on that lock, then read and reuse what it stored.
 */
import { eq, sql } from 'drizzle-orm';
import type { PaymentGatewayName } from '#shared/payments';
import type { Database } from '../../db/client';
import { gatewayTokens } from '../../db/schema';

export type StoredToken = {
  accessToken: string;
  /** Null when the gateway gave none: renew by a fresh grant. */
  refreshToken: string | null;
  expiresAt: Date;
};

/**
 * Gets a new token: refreshes `current` when it has a refresh token, grants otherwise (the
 * gateway's adapter decides, and falls back to a grant when a refresh is refused).
 */
export type TokenRenewal = (current: StoredToken | null) => Promise<StoredToken>;

export type TokenStore = {
  /**
   * A token valid for more than a minute, renewed through `renew` when there is none.
   * `rejected`: the token the gateway just refused (e.g. revoked early): renewed even if it looks
   * valid, unless another server already replaced it.
   */
  get(
    gateway: PaymentGatewayName,
    renew: TokenRenewal,
    options?: { rejected?: string },
  ): Promise<StoredToken>;
};

/** Renew a token with less than this left, so no call starts with one about to expire. */
export const TOKEN_MARGIN_MS = 60_000;

/** The advisory lock's first key: token renewals (the second is the gateway). */
const TOKEN_LOCK_SPACE = 20_001;

function usable(token: StoredToken | null, rejected: string | undefined, now: number) {
  return (
    token !== null &&
    token.accessToken !== rejected &&
    token.expiresAt.getTime() - now > TOKEN_MARGIN_MS
  );
}

export function databaseTokenStore(db: Database, now: () => number = Date.now): TokenStore {
  /**
   * This server's renewal under way, per gateway: its other requests wait for it here rather than
   * each holding a pooled connection while queueing on the lock.
   */
  const renewing = new Map<PaymentGatewayName, Promise<StoredToken>>();

  async function read(
    reader: Pick<Database, 'select'>,
    gateway: PaymentGatewayName,
  ): Promise<StoredToken | null> {
    const [row] = await reader
      .select({
        accessToken: gatewayTokens.accessToken,
        refreshToken: gatewayTokens.refreshToken,
        expiresAt: gatewayTokens.expiresAt,
      })
      .from(gatewayTokens)
      .where(eq(gatewayTokens.gateway, gateway));
    return row ?? null;
  }

  /** The token this server is renewing, if it is and the renewal gives a usable one. */
  async function awaitRenewal(gateway: PaymentGatewayName, rejected: string | undefined) {
    const underway = renewing.get(gateway);
    const renewed = underway ? await underway.catch(() => null) : null;
    return usable(renewed, rejected, now()) ? renewed : null;
  }

  return {
    async get(gateway, renew, options = {}) {
      const renewed = await awaitRenewal(gateway, options.rejected);
      if (renewed) return renewed;
      const current = await read(db, gateway);
      if (usable(current, options.rejected, now())) return current as StoredToken;
      // Another request of this server may have started renewing while this one read.
      const meanwhile = await awaitRenewal(gateway, options.rejected);
      if (meanwhile) return meanwhile;
      const renewal = renewUnderLock(gateway, renew, options.rejected);
      renewing.set(gateway, renewal);
      try {
        return await renewal;
      } finally {
        if (renewing.get(gateway) === renewal) renewing.delete(gateway);
      }
    },
  };

  function renewUnderLock(
    gateway: PaymentGatewayName,
    renew: TokenRenewal,
    rejected: string | undefined,
  ): Promise<StoredToken> {
    // The renewal's HTTP call runs inside the transaction, so the lock is held for at most the
    // gateway's call timeout; waiting servers then find the new token and make no call at all.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${TOKEN_LOCK_SPACE}, hashtext(${gateway}))`,
      );
      const latest = await read(tx, gateway);
      if (usable(latest, rejected, now())) return latest as StoredToken;
      const renewed = await renew(latest);
      const values = {
        accessToken: renewed.accessToken,
        refreshToken: renewed.refreshToken,
        expiresAt: renewed.expiresAt,
        updatedAt: new Date(now()),
      };
      await tx
        .insert(gatewayTokens)
        .values({ gateway, ...values })
        .onConflictDoUpdate({ target: gatewayTokens.gateway, set: values });
      return renewed;
    });
  }
}
