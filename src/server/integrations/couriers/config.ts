/** Without its settings a courier is not offered: admins record parcels by hand. */
import type { CourierName } from '#shared/delivery';

export type SteadfastSettings = {
  /** Live (portal.packzy.com) or a stand-in's address. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Set in Steadfast's merchant panel; unset: webhooks refused, the poll follows parcels. */
  webhookToken: string | undefined;
};

export type PathaoSettings = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The pickup store parcels are booked from (Pathao's store_id). */
  storeId: number;
  /** The secret Pathao sends with its webhooks; unset: webhooks refused, poll only. */
  webhookSecret: string | undefined;
};

export type CourierSettings = {
  steadfast: SteadfastSettings | undefined;
  pathao: PathaoSettings | undefined;
  callTimeoutMs: number;
  pollMinutes: number;
  /** A phone whose parcels succeed less often than this (percent) is flagged risky. */
  riskySuccessRate: number;
};

export type CourierEnv = {
  STEADFAST_BASE_URL: string;
  STEADFAST_API_KEY?: string;
  STEADFAST_SECRET_KEY?: string;
  STEADFAST_WEBHOOK_TOKEN?: string;
  PATHAO_BASE_URL: string;
  PATHAO_CLIENT_ID?: string;
  PATHAO_CLIENT_SECRET?: string;
  PATHAO_USERNAME?: string;
  PATHAO_PASSWORD?: string;
  PATHAO_STORE_ID?: number;
  PATHAO_WEBHOOK_SECRET?: string;
  COURIER_POLL_MINUTES: number;
  RISKY_SUCCESS_RATE: number;
};

export class CourierSettingsError extends Error {}

/** Live addresses: Steadfast's API documentation and Pathao's merchant API documentation. */
export const STEADFAST_LIVE_URL = 'https://portal.packzy.com/api/v1';
export const PATHAO_LIVE_URL = 'https://api-hermes.pathao.com';
export const PATHAO_SANDBOX_URL = 'https://courier-api-sandbox.pathao.com';
export const courierLiveUrls = { steadfast: STEADFAST_LIVE_URL, pathao: PATHAO_LIVE_URL };

const STEADFAST_VARIABLES = ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'] as const;
const PATHAO_VARIABLES = [
  'PATHAO_CLIENT_ID',
  'PATHAO_CLIENT_SECRET',
  'PATHAO_USERNAME',
  'PATHAO_PASSWORD',
  'PATHAO_STORE_ID',
] as const;

function allOrNone(env: CourierEnv, names: readonly (keyof CourierEnv)[]): boolean {
  if (names.every((name) => env[name] === undefined)) return false;
  const missing = names.find((name) => env[name] === undefined);
  if (missing) {
    throw new CourierSettingsError(
      `Invalid setting ${String(missing)}: required with the others (${names.join(', ')})`,
    );
  }
  return true;
}

export function courierSettingsFrom(env: CourierEnv): CourierSettings {
  const steadfast = allOrNone(env, STEADFAST_VARIABLES)
    ? {
        baseUrl: env.STEADFAST_BASE_URL.replace(/\/$/, ''),
        apiKey: String(env.STEADFAST_API_KEY),
        secretKey: String(env.STEADFAST_SECRET_KEY),
        webhookToken: env.STEADFAST_WEBHOOK_TOKEN,
      }
    : undefined;
  const pathao = allOrNone(env, PATHAO_VARIABLES)
    ? {
        baseUrl: env.PATHAO_BASE_URL.replace(/\/$/, ''),
        clientId: String(env.PATHAO_CLIENT_ID),
        clientSecret: String(env.PATHAO_CLIENT_SECRET),
        username: String(env.PATHAO_USERNAME),
        password: String(env.PATHAO_PASSWORD),
        storeId: Number(env.PATHAO_STORE_ID),
        webhookSecret: env.PATHAO_WEBHOOK_SECRET,
      }
    : undefined;
  return {
    steadfast,
    pathao,
    callTimeoutMs: 10_000,
    pollMinutes: env.COURIER_POLL_MINUTES,
    riskySuccessRate: env.RISKY_SUCCESS_RATE,
  };
}

export function couriersOf(settings: CourierSettings): CourierName[] {
  const couriers: CourierName[] = [];
  if (settings.steadfast) couriers.push('steadfast');
  if (settings.pathao) couriers.push('pathao');
  return couriers;
}
