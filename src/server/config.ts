/**
 * The only reader of the environment (lint forbids process.env elsewhere). Every setting is
 * validated here so a wrong value stops start-up with one line naming it.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SHOP_NAME } from '#shared/shop-name';
import type { DatabaseLimits } from './db/time-limits';
import {
  type CourierSettings,
  CourierSettingsError,
  courierLiveUrls,
  courierSettingsFrom,
} from './integrations/couriers/config';
import { messengerPageOf, whatsappNumberOf } from './integrations/meta/chat-settings';
import type { MetaConversionsSettings } from './integrations/meta/conversions-api';
import {
  type PaymentSettings,
  PaymentSettingsError,
  paymentSettingsFrom,
} from './integrations/payments/config';
import type { SmsConfig } from './integrations/sms/create-sender';
import { parseSmsUrl, type SmsSettings, SmsUrlError } from './integrations/sms/settings';
import type { S3Settings } from './storage/s3-storage';

/** An IPv4/IPv6 address, optionally with a /prefix: what Fastify's trustProxy accepts. */
function isAddressOrRange(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** A host name, or '.example.com' for every host under it. */
const hostNamePattern =
  /^\.?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());
const url = (expects: string) =>
  z.preprocess(emptyAsUndefined, z.url({ error: `expects ${expects}` }).optional());

const wholeNumber = (min: number, max: number, fallback: number, expects: string) => {
  const error = `expects ${expects}`;
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error })
      .int({ error })
      .min(min, { error })
      .max(max, { error })
      .default(fallback),
  );
};

const backupHoursError =
  'expects a number of hours from 1 to 720, or nothing for no scheduled backups';

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'expects development, production or test',
    })
    .default('development'),
  PORT: wholeNumber(0, 65535, 3000, 'a port number from 0 to 65535'),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: url('the address shoppers use, such as https://sajghor.com.bd'),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { error: 'expects a postgres://… connection URL' })
      .optional(),
  ),
  DB_CONNECT_TIMEOUT_MS: wholeNumber(100, 60_000, 3000, 'milliseconds from 100 to 60000'),
  DB_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000, 5000, 'milliseconds from 100 to 600000'),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { error: 'expects at least 32 characters' }).optional(),
  ),
  OWNER_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ error: 'expects an e-mail address' }).optional(),
  ),
  SHOP_NAME: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_SHOP_NAME)),
  SHOP_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email({ error: 'expects an e-mail address' }).default('hello@sajghor.com.bd'),
  ),
  SHOP_PHONE: z.preprocess(emptyAsUndefined, z.string().default('+880 1700-000000')),
  SHOP_CITY: z.preprocess(emptyAsUndefined, z.string().default('Dhaka, Bangladesh')),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/.+/, { error: 'expects an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  // Retry backoff: FIRST, doubling, at most MAX; a message is given up after a day (a code sooner).
  MESSAGE_RETRY_FIRST_SECONDS: wholeNumber(1, 3600, 5, 'a number of seconds from 1 to 3600'),
  MESSAGE_RETRY_MAX_SECONDS: wholeNumber(1, 21_600, 900, 'a number of seconds from 1 to 21600'),
  MESSAGE_SMS_PARALLEL: wholeNumber(1, 50, 4, 'a number from 1 to 50'),
  MESSAGE_EMAIL_PARALLEL: wholeNumber(1, 50, 4, 'a number from 1 to 50'),
  SMS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, context): SmsSettings => {
        try {
          return parseSmsUrl(value);
        } catch (error) {
          if (!(error instanceof SmsUrlError)) throw error;
          context.addIssue({ code: 'custom', message: error.message });
          return z.NEVER;
        }
      }),
  ),
  BKASH_BASE_URL: url(
    'the tokenized checkout address, such as https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  ),
  BKASH_APP_KEY: optionalText,
  BKASH_APP_SECRET: optionalText,
  BKASH_USERNAME: optionalText,
  BKASH_PASSWORD: optionalText,
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  SSLCOMMERZ_SANDBOX: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'], { error: 'expects true (the sandbox) or false (live payments)' })
      .default('true')
      .transform((value) => value === 'true'),
  ),
  /** Only for tests and stand-ins: the gateway's address instead of the sandbox's or live one. */
  SSLCOMMERZ_BASE_URL: url('an address such as http://127.0.0.1:9100'),
  PAYMENT_TIMEOUT_MINUTES: wholeNumber(5, 1440, 30, 'a number of minutes from 5 to 1440'),
  STEADFAST_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'expects an address such as https://portal.packzy.com/api/v1' })
      .default(courierLiveUrls.steadfast),
  ),
  STEADFAST_API_KEY: optionalText,
  STEADFAST_SECRET_KEY: optionalText,
  STEADFAST_WEBHOOK_TOKEN: optionalText,
  PATHAO_BASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'expects an address such as https://courier-api-sandbox.pathao.com' })
      .default(courierLiveUrls.pathao),
  ),
  PATHAO_CLIENT_ID: optionalText,
  PATHAO_CLIENT_SECRET: optionalText,
  PATHAO_USERNAME: optionalText,
  PATHAO_PASSWORD: optionalText,
  PATHAO_STORE_ID: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'expects your Pathao store id, a whole number' })
      .int({ error: 'expects your Pathao store id, a whole number' })
      .positive({ error: 'expects your Pathao store id, a whole number' })
      .optional(),
  ),
  PATHAO_WEBHOOK_SECRET: optionalText,
  COURIER_POLL_MINUTES: wholeNumber(5, 1440, 30, 'a number of minutes from 5 to 1440'),
  RISKY_SUCCESS_RATE: wholeNumber(0, 100, 60, 'a percentage from 0 to 100'),
  STAFF_DISCOUNT_MAX_PERCENT: wholeNumber(0, 100, 20, 'a percentage from 0 to 100'),
  BKASH_NUMBER: z.preprocess(emptyAsUndefined, z.string().default('01700-000000')),
  BANK_NAME: z.preprocess(emptyAsUndefined, z.string().default('Dutch-Bangla Bank')),
  BANK_ACCOUNT_NAME: z.preprocess(emptyAsUndefined, z.string().default('Sajghor Ltd.')),
  BANK_ACCOUNT_NUMBER: z.preprocess(emptyAsUndefined, z.string().default('000-000-0000000')),
  BANK_BRANCH: z.preprocess(emptyAsUndefined, z.string().default('Gulshan, Dhaka')),
  MESSENGER_URL: url('a link such as https://m.me/sajghor'),
  FACEBOOK_PAGE_URL: url('a link such as https://facebook.com/sajghor'),
  INSTAGRAM_URL: url('a link such as https://instagram.com/sajghor'),
  YOUTUBE_URL: url('a link such as https://youtube.com/@sajghor'),
  TIKTOK_URL: url('a link such as https://tiktok.com/@sajghor'),
  // Order buttons on the product page: each shows only when its setting is present.
  WHATSAPP_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const number = whatsappNumberOf(value);
        if (number) return number;
        context.addIssue({
          code: 'custom',
          message:
            'expects a Bangladeshi mobile number such as 01711-222333, or an international one starting with +',
        });
        return z.NEVER;
      }),
  ),
  MESSENGER_PAGE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const page = messengerPageOf(value);
        if (page) return page;
        context.addIssue({
          code: 'custom',
          message: "expects the Facebook page's username or id, such as sajghor",
        });
        return z.NEVER;
      }),
  ),
  // Meta Pixel and Conversions API (decision 036): off while unset.
  META_PIXEL_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,20}$/, { error: 'expects the pixel (dataset) id, a number such as 1234567890' })
      .optional(),
  ),
  META_CAPI_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(20, { error: 'expects the Conversions API access token' }).optional(),
  ),
  /** Only for tests and stand-ins: the Graph API's address with its version. */
  META_GRAPH_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ error: 'expects an address such as https://graph.facebook.com/v25.0' })
      .default('https://graph.facebook.com/v25.0'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((list) => list.split(',').map((item) => item.trim()))
      .refine((items) => items.every(isAddressOrRange), {
        error: "expects the load balancers' addresses or ranges, such as 10.0.0.0/8,127.0.0.1",
      })
      .optional(),
  ),
  S3_ENDPOINT: url('the storage service address, such as https://s3.ap-south-1.amazonaws.com'),
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  CATALOG_CACHE_SECONDS: wholeNumber(0, 3600, 5, 'a number of seconds from 0 (off) to 3600'),
  IMPORT_IMAGE_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hosts) => hosts.every((host) => hostNamePattern.test(host)), {
        error: 'expects host names separated by commas, such as cdn.example.com,.example.org',
      })
      .default([]),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, { error: 'expects at least 16 characters' }).optional(),
  ),
  FEED_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16, { error: 'expects at least 16 characters' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'expects letters, digits, - and _ only' })
      .optional(),
  ),
  // Backups (docs/decisions/026).
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: backupHoursError })
      .int({ error: backupHoursError })
      .min(1, { error: backupHoursError })
      .max(720, { error: backupHoursError })
      .optional(),
  ),
  BACKUP_KEEP: wholeNumber(1, 1000, 7, 'a number of backups to keep from 1 to 1000'),
  AUDIT_ARCHIVE_DAYS: wholeNumber(30, 36_500, 730, 'a number of days from 30 to 36500'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expects fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
});
export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/db; ':memory:' for an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  /** How long a request waits for a connection and a statement before a 503 (db/time-limits.ts). */
  databaseLimits: DatabaseLimits;
  authSecret: string;
  ownerEmail: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** The SMS gateway from SMS_URL (the outbox when unset) and how long a call may take. */
  sms: SmsConfig;
  /** How often each server looks for due messages (messages/worker.ts); 0: no timer, for tools. */
  messagePollMs: number;
  messageRetry: { firstBackoffMs: number; maxBackoffMs: number };
  messageParallel: { sms: number; email: number };
  /** Proxies whose X-Forwarded-For to believe; empty: none, so clients cannot forge their address. */
  trustedProxies: string[];
  /** Object storage for uploaded files; unset: a folder under dataDir (one server only). */
  s3: S3Settings | undefined;
  payments: PaymentSettings;
  couriers: CourierSettings;
  /** Limits on sign-in, sign-up and reset attempts; on except in unit tests that opt out. */
  rateLimitEnabled: boolean;
  /** Catalogue answers' lifetime; 0 in unit tests, which write products and read them at once. */
  catalogCacheSeconds: number;
  /** Hosts an import may fetch pictures from; empty: only pictures in its ZIP or already kept. */
  importImageHosts: string[];
  /** The most staff may take off an order by hand, as a percent of its subtotal. */
  staffDiscountMaxPercent: number;
  /** The bearer token for /metrics (METRICS_TOKEN); unset: no /metrics, and nothing is counted. */
  metricsToken: string | undefined;
  /** Feeds' folder and `?token=` (FEED_TOKEN; unset: public, as the shop's pages are). */
  feeds: { dir: string; token: string | undefined };
  /** Where backups go (BACKUP_DIR), how often the server takes one (null: never), how many kept. */
  backups: { dir: string; everyHours: number | null; keep: number };
  /** Audit entries older than this many days move to audit_log_archive (AUDIT_ARCHIVE_DAYS). */
  auditArchiveDays: number;
  /** Meta Pixel (META_PIXEL_ID) and the Conversions API, on when its token is set too. */
  metaConversions: MetaConversionsSettings | undefined;
  shop: {
    name: string;
    email: string;
    phone: string;
    city: string;
    bkashNumber: string;
    bank: { name: string; accountName: string; accountNumber: string; branch: string };
    messengerUrl: string;
    facebookPageUrl: string;
    socialLinks: { name: string; url: string }[];
    siteUrl: string;
    whatsappNumber: string | null;
    messengerPage: string | null;
    metaPixelId: string | null;
  };
};

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  const given = source[name];
  throw new ConfigError(
    `Invalid setting ${name}: ${issue?.message ?? 'invalid value'}${given === undefined ? '' : ` (got '${given}')`}`,
  );
}

function resolveAuthSecret(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid setting AUTH_SECRET: expects at least 32 characters (required when NODE_ENV=production)',
    );
  }
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Object storage needs all four settings; naming the missing one beats a failed upload later. */
function s3SettingsFrom(env: Env): S3Settings | undefined {
  if (S3_VARIABLES.every((name) => env[name] === undefined)) return undefined;
  const missing = S3_VARIABLES.find((name) => env[name] === undefined);
  if (missing) {
    throw new ConfigError(
      `Invalid setting ${missing}: required with the other S3_* settings (${S3_VARIABLES.join(', ')})`,
    );
  }
  return {
    endpoint: env.S3_ENDPOINT ?? '',
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  };
}

function shopperFacingMarketing(env: Env) {
  return {
    whatsappNumber: env.WHATSAPP_NUMBER ?? null,
    messengerPage: env.MESSENGER_PAGE ?? null,
    metaPixelId: env.META_PIXEL_ID ?? null,
  };
}

function metaConversionsOf(env: Env): MetaConversionsSettings | undefined {
  if (env.META_CAPI_TOKEN === undefined) return undefined;
  if (env.META_PIXEL_ID === undefined) {
    throw new ConfigError(
      'Invalid setting META_PIXEL_ID: required with META_CAPI_TOKEN (the events go to that pixel)',
    );
  }
  return {
    pixelId: env.META_PIXEL_ID,
    accessToken: env.META_CAPI_TOKEN,
    baseUrl: env.META_GRAPH_URL.replace(/\/$/, ''),
    timeoutMs: smsTimeoutMs,
  };
}

function paymentSettingsOf(env: Env): PaymentSettings {
  try {
    return paymentSettingsFrom(env);
  } catch (error) {
    if (error instanceof PaymentSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

function courierSettingsOf(env: Env): CourierSettings {
  try {
    return courierSettingsFrom(env);
  } catch (error) {
    if (error instanceof CourierSettingsError) throw new ConfigError(error.message);
    throw error;
  }
}

/**
 * Fixed, not settings: a gateway that has not answered in 5 s is treated as down (the message is
 * retried later), and each server looks for due messages every second.
 */
const smsTimeoutMs = 5000;
const messagePollMs = 1000;

export function configFromEnv(env: Env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const facebookPageUrl = env.FACEBOOK_PAGE_URL ?? 'https://facebook.com/sajghor';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseLimits: {
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
    authSecret: overrides.authSecret ?? resolveAuthSecret(env, dataDir),
    ownerEmail: env.OWNER_EMAIL?.toLowerCase(),
    logLevel: env.LOG_LEVEL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.SHOP_NAME} <${env.SHOP_EMAIL}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    },
    sms: {
      settings: env.SMS_URL,
      outboxDir: path.join(dataDir, 'sms-outbox'),
      timeoutMs: smsTimeoutMs,
    },
    messagePollMs,
    messageRetry: {
      firstBackoffMs: env.MESSAGE_RETRY_FIRST_SECONDS * 1000,
      maxBackoffMs: Math.max(env.MESSAGE_RETRY_FIRST_SECONDS, env.MESSAGE_RETRY_MAX_SECONDS) * 1000,
    },
    messageParallel: { sms: env.MESSAGE_SMS_PARALLEL, email: env.MESSAGE_EMAIL_PARALLEL },
    trustedProxies: env.TRUST_PROXY ?? [],
    s3: s3SettingsFrom(env),
    payments: paymentSettingsOf(env),
    couriers: courierSettingsOf(env),
    rateLimitEnabled: true,
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
    importImageHosts: env.IMPORT_IMAGE_HOSTS,
    staffDiscountMaxPercent: env.STAFF_DISCOUNT_MAX_PERCENT,
    metricsToken: env.METRICS_TOKEN,
    feeds: { dir: path.join(dataDir, 'feeds'), token: env.FEED_TOKEN },
    backups: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      everyHours: env.BACKUP_EVERY_HOURS ?? null,
      keep: env.BACKUP_KEEP,
    },
    auditArchiveDays: env.AUDIT_ARCHIVE_DAYS,
    metaConversions: metaConversionsOf(env),
    shop: {
      name: env.SHOP_NAME,
      email: env.SHOP_EMAIL,
      phone: env.SHOP_PHONE,
      city: env.SHOP_CITY,
      bkashNumber: env.BKASH_NUMBER,
      bank: {
        name: env.BANK_NAME,
        accountName: env.BANK_ACCOUNT_NAME,
        accountNumber: env.BANK_ACCOUNT_NUMBER,
        branch: env.BANK_BRANCH,
      },
      messengerUrl: env.MESSENGER_URL ?? 'https://m.me/sajghor',
      facebookPageUrl,
      socialLinks: [
        { name: 'Facebook', url: facebookPageUrl },
        { name: 'Instagram', url: env.INSTAGRAM_URL ?? 'https://instagram.com/sajghor' },
        { name: 'Messenger', url: env.MESSENGER_URL ?? 'https://m.me/sajghor' },
        { name: 'YouTube', url: env.YOUTUBE_URL ?? 'https://youtube.com/@sajghor' },
        { name: 'TikTok', url: env.TIKTOK_URL ?? 'https://tiktok.com/@sajghor' },
      ],
      siteUrl: publicUrl,
      ...shopperFacingMarketing(env),
    },
    ...overrides,
  };
}

export function loadConfig(): Config {
  return configFromEnv(parseEnv(process.env));
}

/** Settings for a command-line tool: `.env` too when there is one, as `npm start` reads it. */
export function loadToolConfig(): Config {
  // Values already in the environment win over the file's.
  if (existsSync('.env')) process.loadEnvFile('.env');
  return loadConfig();
}

export function childEnvironment(
  extra: Record<string, string>,
): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}

/** Test settings: the server suite runs on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseUrl(): string | undefined {
  return emptyAsUndefined(process.env.TEST_DATABASE_URL) as string | undefined;
}
