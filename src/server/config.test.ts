import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, parseEnv } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.SHOP_NAME).toBe('Sajghor');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CATALOG_CACHE_SECONDS).toBe(5);
  });

  it.each([
    ['PORT', 'abc', 'Invalid setting PORT: expects a port number from 0 to 65535'],
    ['PORT', '70000', 'Invalid setting PORT: expects a port number from 0 to 65535'],
    ['DATABASE_URL', 'mysql://x', 'Invalid setting DATABASE_URL: expects a postgres://'],
    ['OWNER_EMAIL', 'not-an-email', 'Invalid setting OWNER_EMAIL: expects an e-mail address'],
    ['PUBLIC_URL', 'localhost', 'Invalid setting PUBLIC_URL: expects the address'],
    ['SMTP_URL', 'http://mail', 'Invalid setting SMTP_URL: expects an smtp://'],
    ['AUTH_SECRET', 'short', 'Invalid setting AUTH_SECRET: expects at least 32 characters'],
    ['CATALOG_CACHE_SECONDS', '-1', 'Invalid setting CATALOG_CACHE_SECONDS: expects a number'],
    ['METRICS_TOKEN', 'too-short', 'Invalid setting METRICS_TOKEN: expects at least 16'],
    ['BACKUP_EVERY_HOURS', '0', 'Invalid setting BACKUP_EVERY_HOURS: expects a number of hours'],
    ['BACKUP_KEEP', 'all', 'Invalid setting BACKUP_KEEP: expects a number of backups'],
    ['MESSAGE_SMS_PARALLEL', '0', 'Invalid setting MESSAGE_SMS_PARALLEL: expects a number'],
    ['MESSAGE_EMAIL_PARALLEL', '51', 'Invalid setting MESSAGE_EMAIL_PARALLEL: expects a number'],
    [
      'IMPORT_IMAGE_HOSTS',
      'https://cdn.example.com',
      'Invalid setting IMPORT_IMAGE_HOSTS: expects',
    ],
  ])('refuses %s=%s with one line naming it', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).toContain(`(got '${value}')`);
    }
  });

  it('picks the SMS gateway from SMS_URL, the outbox when unset', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    const unset = configFromEnv(parseEnv(secret));
    expect(unset.sms.settings).toEqual({ provider: 'outbox' });
    expect(unset.sms.outboxDir).toBe(path.join(unset.dataDir, 'sms-outbox'));
    const gateways = {
      'bulksmsbd://KEY-1@Sajghor%20BD': {
        provider: 'bulksmsbd',
        apiKey: 'KEY-1',
        senderId: 'Sajghor BD',
        endpoint: 'https://bulksmsbd.net/api/smsapi',
      },
      'sslwireless://tok@SAJGHOR?endpoint=https://sms.example.com': {
        provider: 'sslwireless',
        apiToken: 'tok',
        sid: 'SAJGHOR',
        endpoint: 'https://sms.example.com',
      },
      'twilio://AC1:secret@%2B15005550006': {
        provider: 'twilio',
        accountSid: 'AC1',
        authToken: 'secret',
        from: '+15005550006',
        endpoint: 'https://api.twilio.com',
      },
      'https://gw.example.com/send?to={msisdn}&text={text}': {
        provider: 'http',
        template: 'https://gw.example.com/send?to={msisdn}&text={text}',
      },
    };
    for (const [smsUrl, settings] of Object.entries(gateways)) {
      expect(configFromEnv(parseEnv({ ...secret, SMS_URL: smsUrl })).sms.settings).toEqual(
        settings,
      );
    }
  });

  it.each([
    ['smpp://user:pass@host', "'smpp://' is not one of them"],
    ['bulksmsbd://@Sajghor', 'expects an API key: bulksmsbd://API_KEY@SENDER_ID'],
    ['sslwireless://user:pass@sid', 'takes one API token, not a user name and password'],
    ['twilio://AC1@%2B1555', 'expects an auth token'],
    ['https://gw.example.com/send?to={to}', 'expects an http(s) template with {to}'],
    ['bulksmsbd://k@s?endpoint=ftp://x', 'expects ?endpoint= to be an http(s):// address'],
  ])('refuses SMS_URL=%s with one line saying what it expects', (value, message) => {
    expect(() => parseEnv({ SMS_URL: value })).toThrow(`Invalid setting SMS_URL: `);
    expect(() => parseEnv({ SMS_URL: value })).toThrow(message);
  });

  it('sends four SMS and four e-mails at once unless told otherwise', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    expect(configFromEnv(parseEnv(secret)).messageParallel).toEqual({ sms: 4, email: 4 });
    const told = parseEnv({ ...secret, MESSAGE_SMS_PARALLEL: '10', MESSAGE_EMAIL_PARALLEL: '2' });
    expect(configFromEnv(told).messageParallel).toEqual({ sms: 10, email: 2 });
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => configFromEnv(parseEnv({ NODE_ENV: 'production' }))).toThrow(
      'Invalid setting AUTH_SECRET',
    );
  });

  it('keeps backups in DATA_DIR/backups unless BACKUP_DIR says where, none scheduled by default', () => {
    const defaults = configFromEnv(parseEnv({ DATA_DIR: '/srv/shop' }), { authSecret: 'x' });
    expect(defaults.backups).toEqual({ dir: '/srv/shop/backups', everyHours: null, keep: 7 });
    const set = configFromEnv(
      parseEnv({ BACKUP_DIR: '/mnt/backups', BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '14' }),
      { authSecret: 'x' },
    );
    expect(set.backups).toEqual({ dir: '/mnt/backups', everyHours: 6, keep: 14 });
  });

  it('derives the public URL and lower-cases the owner e-mail', () => {
    const config = configFromEnv(
      parseEnv({ PORT: '4000', OWNER_EMAIL: 'Owner@Sajghor.COM', AUTH_SECRET: 'x'.repeat(32) }),
    );
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.ownerEmail).toBe('owner@sajghor.com');
    expect(config.shop.socialLinks).toHaveLength(5);
  });

  it('lets an import fetch pictures only from the hosts IMPORT_IMAGE_HOSTS lists', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    expect(configFromEnv(parseEnv(secret)).importImageHosts).toEqual([]);
    const listed = parseEnv({ ...secret, IMPORT_IMAGE_HOSTS: ' CDN.example.com, .shopify.com ,' });
    expect(configFromEnv(listed).importImageHosts).toEqual(['cdn.example.com', '.shopify.com']);
    for (const wrong of ['*.example.com', 'example.com/path', 'a b']) {
      expect(() => parseEnv({ IMPORT_IMAGE_HOSTS: wrong })).toThrow(
        'Invalid setting IMPORT_IMAGE_HOSTS',
      );
    }
  });

  it('serves /metrics only with a METRICS_TOKEN', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    expect(configFromEnv(parseEnv(secret)).metricsToken).toBeUndefined();
    expect(configFromEnv(parseEnv({ ...secret, METRICS_TOKEN: '' })).metricsToken).toBeUndefined();
    const token = 'scrape-me-0123456789';
    expect(configFromEnv(parseEnv({ ...secret, METRICS_TOKEN: token })).metricsToken).toBe(token);
  });

  it('shows the order buttons and the pixel only when their settings are present', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    const off = configFromEnv(parseEnv({ ...secret, WHATSAPP_NUMBER: '', MESSENGER_PAGE: '' }));
    expect(off.shop).toMatchObject({
      whatsappNumber: null,
      messengerPage: null,
      metaPixelId: null,
    });
    expect(off.metaConversions).toBeUndefined();
    const on = configFromEnv(
      parseEnv({
        ...secret,
        WHATSAPP_NUMBER: '০১৭১১-২২২৩৩৩',
        MESSENGER_PAGE: 'https://m.me/sajghor.bd',
        META_PIXEL_ID: '1234567890',
      }),
    );
    expect(on.shop).toMatchObject({
      whatsappNumber: '8801711222333',
      messengerPage: 'sajghor.bd',
      metaPixelId: '1234567890',
    });
    // The pixel alone does not send anything from the server.
    expect(on.metaConversions).toBeUndefined();
    for (const [given, digits] of [
      ['+880 1711-222333', '8801711222333'],
      ['01911222333', '8801911222333'],
      ['+44 7700 900123', '447700900123'],
      ['0044 7700 900123', '447700900123'],
    ]) {
      expect(parseEnv({ WHATSAPP_NUMBER: given }).WHATSAPP_NUMBER, given).toBe(digits);
    }
  });

  it('refuses a number WhatsApp cannot reach and a page that is not one', () => {
    for (const number of ['01211222333', '1711222333', '+880 2 9876543', 'call us', '+12']) {
      expect(() => parseEnv({ WHATSAPP_NUMBER: number }), number).toThrow(
        /^Invalid setting WHATSAPP_NUMBER: expects a Bangladeshi mobile number/,
      );
    }
    for (const page of ['a b', 'abc', 'https://example.com/sajghor', 'sajghor/../x']) {
      expect(() => parseEnv({ MESSENGER_PAGE: page }), page).toThrow(
        /^Invalid setting MESSENGER_PAGE: expects the Facebook page's username or id/,
      );
    }
    expect(() => parseEnv({ META_PIXEL_ID: 'pixel' })).toThrow(/^Invalid setting META_PIXEL_ID/);
  });

  it('talks to the Conversions API only with both the token and the pixel', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    const token = 'EAAB-conversions-token-0123456789';
    expect(() => configFromEnv(parseEnv({ ...secret, META_CAPI_TOKEN: token }))).toThrow(
      'Invalid setting META_PIXEL_ID: required with META_CAPI_TOKEN',
    );
    const config = configFromEnv(
      parseEnv({ ...secret, META_CAPI_TOKEN: token, META_PIXEL_ID: '1234567890' }),
    );
    expect(config.metaConversions).toMatchObject({
      pixelId: '1234567890',
      accessToken: token,
      baseUrl: 'https://graph.facebook.com/v25.0',
    });
  });

  it('trusts no proxy unless TRUST_PROXY lists addresses or ranges', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    expect(configFromEnv(parseEnv(secret)).trustedProxies).toEqual([]);
    const listed = parseEnv({ ...secret, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' });
    expect(configFromEnv(listed).trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const wrong of ['true', '10.0.0.0/33', 'load-balancer', '10.0.0.1/8/2']) {
      expect(() => parseEnv({ TRUST_PROXY: wrong })).toThrow('Invalid setting TRUST_PROXY');
    }
  });

  it('uses object storage only when all four S3 settings are given', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    const s3 = {
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_BUCKET: 'sajghor-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(configFromEnv(parseEnv(secret)).s3).toBeUndefined();
    expect(configFromEnv(parseEnv({ ...secret, ...s3 })).s3).toEqual({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      bucket: 'sajghor-files',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    expect(() => configFromEnv(parseEnv({ ...secret, ...s3, S3_BUCKET: '' }))).toThrow(
      'Invalid setting S3_BUCKET: required with the other S3_* settings',
    );
  });

  it('offers a payment gateway only with all its settings, and names a missing one', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32) };
    const bkash = {
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta/',
      BKASH_APP_KEY: 'app-key',
      BKASH_APP_SECRET: 'app-secret',
      BKASH_USERNAME: 'sandboxTokenizedUser02',
      BKASH_PASSWORD: 'password',
    };
    const ssl = { SSLCOMMERZ_STORE_ID: 'sajghor0live', SSLCOMMERZ_STORE_PASSWORD: 'store-pass' };
    const none = configFromEnv(parseEnv(secret)).payments;
    expect(none).toMatchObject({ bkash: undefined, sslcommerz: undefined, timeoutMinutes: 30 });
    const both = configFromEnv(parseEnv({ ...secret, ...bkash, ...ssl })).payments;
    expect(both.bkash?.baseUrl).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    expect(both.sslcommerz?.baseUrl).toBe('https://sandbox.sslcommerz.com');
    const live = parseEnv({ ...secret, ...ssl, SSLCOMMERZ_SANDBOX: 'false' });
    expect(configFromEnv(live).payments.sslcommerz?.baseUrl).toBe(
      'https://securepay.sslcommerz.com',
    );
    expect(() => configFromEnv(parseEnv({ ...secret, ...bkash, BKASH_PASSWORD: '' }))).toThrow(
      ConfigError,
    );
    expect(() =>
      configFromEnv(parseEnv({ ...secret, SSLCOMMERZ_STORE_ID: 'sajghor0live' })),
    ).toThrow('Invalid setting SSLCOMMERZ_STORE_PASSWORD: required with the others');
    expect(() => parseEnv({ PAYMENT_TIMEOUT_MINUTES: '2' })).toThrow(
      'Invalid setting PAYMENT_TIMEOUT_MINUTES: expects a number of minutes from 5 to 1440',
    );
  });
});

describe('AUTH_SECRET on first start', () => {
  it('is generated into DATA_DIR once and reused', async () => {
    const { mkdtemp, stat } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sajghor-config-'));
    const first = configFromEnv(parseEnv({ DATA_DIR: dataDir }));
    const second = configFromEnv(parseEnv({ DATA_DIR: dataDir }));
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
  });
});
