/**
 * bKash limits how often a merchant may grant tokens, so one server renews a shared token
 * (gateway_tokens) under an advisory lock while the others wait, then reuse what it stored.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { PaymentGatewayName } from '#shared/payments';
import type { Database } from '../../db/client';
import { gatewayTokens } from '../../db/schema';

export type TokenOwner = PaymentGatewayName | 'pathao';

export type StoredToken = {
  accessToken: string;
  /** Null when the gateway gave none: renew by a fresh grant. */
  refreshToken: string | null;
  expiresAt: Date;
};

export type TokenRenewal = (current: StoredToken | null) => Promise<StoredToken>;

export type TokenStore = {
  /** `rejected`: the token the gateway just refused, renewed unless another server already has. */
  get(
    gateway: TokenOwner,
    renew: TokenRenewal,
    options?: { rejected?: string },
  ): Promise<StoredToken>;
};

/** So no call starts with a token about to expire. */
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

/** Renewals under way, per database client (one PGlite, or one server's pool) and gateway. */
const renewalsByClient = new WeakMap<object, Map<TokenOwner, Promise<StoredToken>>>();

export function databaseTokenStore(db: Database, now: () => number = Date.now): TokenStore {
  const client = (db as unknown as { $client: object }).$client;
  /**
   * A PGlite transaction blocks every other query of the shop, so holding one through a slow
   * gateway call would stall the shop; the in-memory wait is exclusion enough for one process.
   */
  const oneProcess = client instanceof PGlite;
  const renewing = renewalsByClient.get(client) ?? new Map();
  renewalsByClient.set(client, renewing);

  async function read(
    reader: Pick<Database, 'select'>,
    gateway: TokenOwner,
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

  async function save(writer: Pick<Database, 'insert'>, gateway: TokenOwner, token: StoredToken) {
    const values = { ...token, updatedAt: new Date(now()) };
    await writer
      .insert(gatewayTokens)
      .values({ gateway, ...values })
      .onConflictDoUpdate({ target: gatewayTokens.gateway, set: values });
  }

  function renewal(
    gateway: TokenOwner,
    renew: TokenRenewal,
    rejected: string | undefined,
  ): Promise<StoredToken> {
    const underway = renewing.get(gateway);
    if (underway) return underway;
    const started = renewAlone(gateway, renew, rejected).finally(() => {
      if (renewing.get(gateway) === started) renewing.delete(gateway);
    });
    renewing.set(gateway, started);
    return started;
  }

  async function renewAlone(
    gateway: TokenOwner,
    renew: TokenRenewal,
    rejected: string | undefined,
  ): Promise<StoredToken> {
    if (oneProcess) {
      const renewed = await renew(await read(db, gateway));
      await save(db, gateway, renewed);
      return renewed;
    }
    // The lock is held for at most the gateway's call timeout; waiting servers then find the new
    // token and make no call at all.
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${TOKEN_LOCK_SPACE}, hashtext(${gateway}))`,
      );
      const latest = await read(tx, gateway);
      if (usable(latest, rejected, now())) return latest as StoredToken;
      const renewed = await renew(latest);
      await save(tx, gateway, renewed);
      return renewed;
    });
  }

  return {
    async get(gateway, renew, options = {}) {
      const { rejected } = options;
      if (!renewing.has(gateway)) {
        const current = await read(db, gateway);
        if (usable(current, rejected, now())) return current as StoredToken;
      }
      // A renewal's failure is this call's too: the gateway is failing for everyone.
      const renewed = await renewal(gateway, renew, rejected);
      if (renewed.accessToken !== rejected) return renewed;
      // The joined renewal was another request's, which kept the token this one saw refused.
      return renewal(gateway, renew, rejected);
    },
  };
}
