/** A gateway without its settings is not offered: the checkout keeps the manual methods. */
import type { OnlinePaymentMethod } from '#shared/payments';

export type BkashSettings = {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
};

export type SslcommerzSettings = {
  /** The sandbox's or the live address, or a stand-in's (SSLCOMMERZ_BASE_URL). */
  baseUrl: string;
  storeId: string;
  storePassword: string;
};

export type PaymentSettings = {
  bkash: BkashSettings | undefined;
  sslcommerz: SslcommerzSettings | undefined;
  /** An attempt that has not completed by then is given up, and its order's stock released. */
  timeoutMinutes: number;
  callTimeoutMs: number;
};

/** Named here so this file need not import config.ts. */
export type PaymentEnv = {
  BKASH_BASE_URL?: string;
  BKASH_APP_KEY?: string;
  BKASH_APP_SECRET?: string;
  BKASH_USERNAME?: string;
  BKASH_PASSWORD?: string;
  SSLCOMMERZ_STORE_ID?: string;
  SSLCOMMERZ_STORE_PASSWORD?: string;
  SSLCOMMERZ_SANDBOX: boolean;
  SSLCOMMERZ_BASE_URL?: string;
  PAYMENT_TIMEOUT_MINUTES: number;
};

export class PaymentSettingsError extends Error {}

const BKASH_VARIABLES = [
  'BKASH_BASE_URL',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
] as const;
const SSLCOMMERZ_VARIABLES = ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'] as const;

/** Sandbox and live addresses: developer.sslcommerz.com/doc/v4. */
export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

/** All or none: naming the missing one beats a checkout that fails later. */
function allOrNone(env: PaymentEnv, names: readonly (keyof PaymentEnv)[]): boolean {
  if (names.every((name) => env[name] === undefined)) return false;
  const missing = names.find((name) => env[name] === undefined);
  if (missing) {
    throw new PaymentSettingsError(
      `Invalid setting ${String(missing)}: required with the others (${names.join(', ')})`,
    );
  }
  return true;
}

export function paymentSettingsFrom(env: PaymentEnv): PaymentSettings {
  const bkash = allOrNone(env, BKASH_VARIABLES)
    ? {
        baseUrl: String(env.BKASH_BASE_URL).replace(/\/$/, ''),
        appKey: String(env.BKASH_APP_KEY),
        appSecret: String(env.BKASH_APP_SECRET),
        username: String(env.BKASH_USERNAME),
        password: String(env.BKASH_PASSWORD),
      }
    : undefined;
  const sslcommerz = allOrNone(env, SSLCOMMERZ_VARIABLES)
    ? {
        baseUrl: (
          env.SSLCOMMERZ_BASE_URL ??
          (env.SSLCOMMERZ_SANDBOX ? SSLCOMMERZ_SANDBOX_URL : SSLCOMMERZ_LIVE_URL)
        ).replace(/\/$/, ''),
        storeId: String(env.SSLCOMMERZ_STORE_ID),
        storePassword: String(env.SSLCOMMERZ_STORE_PASSWORD),
      }
    : undefined;
  return { bkash, sslcommerz, timeoutMinutes: env.PAYMENT_TIMEOUT_MINUTES, callTimeoutMs: 10_000 };
}

export function onlineMethodsOf(settings: PaymentSettings): OnlinePaymentMethod[] {
  const methods: OnlinePaymentMethod[] = [];
  if (settings.bkash) methods.push('bkash_online');
  if (settings.sslcommerz) methods.push('sslcommerz');
  return methods;
}
