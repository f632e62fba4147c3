/**
 * Headers and cookies: the security headers on pages and API answers, HSTS only when the shop is
 * served over https, the session cookie's flags, and the cross-site request refusal on every
 * state-changing API route, taken from the route table so a route added later is covered without
 * touching this file.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { APP_START_SCRIPT, APP_START_SCRIPT_HASH } from '../../src/server/modules/pages/app-start';
import {
  createShopper,
  type SignedInShopper,
  signIn,
} from '../../src/server/test/fixtures/accounts';
import { createTestApp, originOf, type TestApp } from '../../src/server/test/test-app';

const CROSS_SITE_MESSAGE = 'Requests from other sites are not allowed';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SOME_ID = '0b7c6a52-35a1-4c1e-9d8e-3f1f0c2b9a11';

/** The answers every kind of visitor meets first: a page, an API read, an API error. */
const SAMPLE_URLS = ['/', '/api/products', '/api/no-such-thing'];

/** A value for each path parameter, so every route pattern becomes a URL the router matches. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, SOME_ID);
}

/** One Set-Cookie header, parsed: its name, and its attributes in lower case. */
function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf('=')),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

/**
 * A fingerprint of every row of every table: "changes nothing" means this is the same before
 * and after the attack.
 */
async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = (await t.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const fingerprint: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await t.db.execute(
      sql`SELECT count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '') AS f FROM ${sql.identifier(name)} x`,
    )) as unknown as { rows: { f: string }[] };
    fingerprint[name] = result.rows[0]?.f ?? '';
  }
  return fingerprint;
}

/** What a hostile page can make a browser send without CORS letting it: "simple" requests. */
const CROSS_SITE_BODIES = [
  {
    type: 'application/x-www-form-urlencoded',
    body: 'name=Mallory&email=mallory%40evil.example&subject=hi&message=hello&role=admin',
  },
  {
    type: 'text/plain',
    body: '{"name":"Mallory","email":"mallory@evil.example","subject":"hi","message":"hello"}',
  },
  {
    type: 'multipart/form-data; boundary=evil',
    body: '--evil\r\nContent-Disposition: form-data; name="name"\r\n\r\nMallory\r\n--evil--\r\n',
  },
  // Not a simple request (a browser would ask first), but refused all the same.
  {
    type: 'application/json',
    body: '{"name":"Mallory","email":"mallory@evil.example","subject":"hi","message":"hello"}',
  },
];

/** How a browser marks a request from another site: either signal alone is enough. */
const CROSS_SITE_MARKS: Record<string, string>[] = [
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  // `Origin: null` from a sandboxed frame or a redirect is foreign too.
  { origin: 'null' },
];

describe('security headers over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(SAMPLE_URLS)('%s carries CSP, nosniff and Referrer-Policy, and no HSTS', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    // Nobody may frame the shop (clickjacking), nor load scripts or plugins from elsewhere.
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The one inline script allowed is the start of a server-rendered page, by its exact hash.
    const scriptSources = csp.match(/script-src ([^;]*)/)?.[1]?.split(' ');
    expect(scriptSources).toEqual(["'self'", APP_START_SCRIPT_HASH]);
    const hash = createHash('sha256').update(APP_START_SCRIPT).digest('base64');
    expect(APP_START_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Over http, HSTS would be ignored at best and lock a misconfigured shop out at worst.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers and cookies when PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it.each(SAMPLE_URLS)('%s sends HSTS', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d{8,}|3\d{7})/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('the session cookie is HttpOnly, SameSite, Secure and for the whole site', async () => {
    const shopper = await createShopper(t.app);
    const response = await signIn(t.app, shopper.email, shopper.password);
    expect(response.statusCode).toBe(200);
    const session = setCookies(response)
      .map(parseSetCookie)
      .find((cookie) => cookie.name.includes('session_token'));
    expect(session).toBeDefined();
    // `__Secure-`: a browser accepts the cookie only over https from this very site.
    expect(session?.name.startsWith('__Secure-')).toBe(true);
    expect(session?.attributes).toEqual(
      expect.arrayContaining([
        'httponly',
        'secure',
        'path=/',
        expect.stringMatching(/^samesite=(lax|strict)$/),
      ]),
    );
  });
});

describe('the session cookie over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every auth cookie is HttpOnly and SameSite, for the whole site', async () => {
    const shopper = await createShopper(t.app);
    const response = await signIn(t.app, shopper.email, shopper.password);
    const cookies = setCookies(response).map(parseSetCookie);
    expect(cookies.some((cookie) => cookie.name.includes('session_token'))).toBe(true);
    // The `lang` cookie only picks a language; every cookie Better Auth sets guards the session.
    for (const cookie of cookies.filter((c) => c.name !== 'lang')) {
      expect(cookie.attributes, cookie.name).toEqual(
        expect.arrayContaining([
          'httponly',
          'path=/',
          expect.stringMatching(/^samesite=(lax|strict)$/),
        ]),
      );
    }
  });
});

describe('cross-site requests to state-changing routes are refused and change nothing', () => {
  let t: TestApp;
  let superAdmin: SignedInShopper;
  beforeAll(async () => {
    t = await createTestApp();
    superAdmin = await createShopper(t.app);
    // The most powerful victim: a signed-in super admin whose browser is lured to evil.example.
    await t.db
      .update(profiles)
      .set({ role: 'super_admin' })
      .where(sql`user_id = ${superAdmin.userId}`);
  });
  afterAll(() => t.close());

  // SSLCommerz's page posts the shopper back from its own site, and its server posts the IPN: these
  // alone take cross-site posts (docs/decisions/017), and act only on what SSLCommerz confirms.
  const GATEWAY_RETURNS = ['success', 'fail', 'cancel', 'ipn'].map(
    (path) => `POST /api/payments/sslcommerz/${path}`,
  );
  const stateChangingRoutes = () =>
    t.app.routeTable.filter(
      (route) =>
        STATE_CHANGING.has(route.method) &&
        route.url.startsWith('/api/') &&
        !GATEWAY_RETURNS.includes(`${route.method} ${route.url}`),
    );

  it('lets only the gateways’ return routes take a cross-site post, which alone changes nothing', async () => {
    const listed = t.app.routeTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => GATEWAY_RETURNS.includes(route));
    expect(listed.sort()).toEqual([...GATEWAY_RETURNS].sort());
    const before = await databaseFingerprint(t);
    for (const route of GATEWAY_RETURNS) {
      const response = await t.app.inject({
        method: 'POST',
        url: route.slice('POST '.length),
        payload: 'tran_id=SGnobody&val_id=forged&status=VALID',
        headers: {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: superAdmin.cookie,
        },
      });
      expect(response.statusCode, route).not.toBe(403);
      expect(response.statusCode, route).toBeLessThan(400);
    }
    expect(await databaseFingerprint(t)).toEqual(before);
  });

  it('the route table lists the state-changing routes (so the sweep below is not empty)', () => {
    const routes = stateChangingRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/orders',
        'POST /api/auth/sign-in/email',
        'PUT /api/admin/customers/:id/role',
        'POST /api/contact',
      ]),
    );
  });

  it('every one answers 403 to every cross-site mark and body type', async () => {
    const before = await databaseFingerprint(t);
    const failures: string[] = [];
    for (const route of stateChangingRoutes()) {
      for (const marks of CROSS_SITE_MARKS) {
        for (const { type, body } of CROSS_SITE_BODIES) {
          const response = await t.app.inject({
            method: route.method as 'POST',
            url: concreteUrl(route.url),
            payload: body,
            headers: { ...marks, 'content-type': type, cookie: superAdmin.cookie },
          });
          const refused =
            response.statusCode === 403 && response.json().message === CROSS_SITE_MESSAGE;
          if (!refused) {
            failures.push(
              `${route.method} ${route.url} ${JSON.stringify(marks)} ${type}: ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(t)).toEqual(before);
  });

  it('a percent-encoded path reaching the same route is refused too', async () => {
    // The router decodes `/%61pi/contact` to /api/contact; the check must look at the route.
    const before = await databaseFingerprint(t);
    for (const url of ['/%61pi/contact', '/%61%70%69/contact', '/api/%63ontact']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: CROSS_SITE_BODIES[3]?.body,
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await databaseFingerprint(t)).toEqual(before);
  });

  it('the same request from the shop itself goes through (the refusal is about the site)', async () => {
    // Control: without this, a route broken for everyone would pass the sweep above.
    const before = await databaseFingerprint(t);
    for (const headers of [{ origin: originOf(t.app) }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: CROSS_SITE_BODIES[3]?.body,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await databaseFingerprint(t)).contact_messages).not.toBe(before.contact_messages);
  });
});
