import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMessages } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { createAdmin, createShopper } from '../../test/fixtures/accounts';
import { checkoutBody, fillCart, setProduct } from '../../test/fixtures/orders';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app';

const TOKEN = 'metrics-test-token-0123456789';

/** A sample's value from a Prometheus text scrape: the series whose labels include `labels`. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const found = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!found || found[1] !== name) continue;
    const present = found[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => present.includes(`${key}="${value}"`))) {
      return Number(found[3]);
    }
  }
  return null;
}

type Families = { types: Map<string, string>; helped: Set<string>; problems: string[] };

/** The families a scrape declares: each one's TYPE, which have a HELP, what is wrong with those. */
function familiesOf(text: string): Families {
  const families: Families = { types: new Map(), helped: new Set(), problems: [] };
  for (const line of text.split('\n')) {
    const [, kind, name = '', rest = ''] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? [];
    if (kind === 'HELP') {
      if (!rest.trim()) families.problems.push(`${name}: no help text`);
      families.helped.add(name);
    } else if (kind === 'TYPE') {
      if (families.types.has(name)) families.problems.push(`${name}: declared twice`);
      families.types.set(name, rest);
    }
  }
  return families;
}

/** promtool's naming rules for one family. */
function nameProblems(name: string, type: string): string[] {
  const problems: string[] = [];
  if (!/^[a-z_:][a-z0-9_:]*$/.test(name)) problems.push(`${name}: not snake_case`);
  if (type === 'counter' && !name.endsWith('_total'))
    problems.push(`${name}: a counter without _total`);
  if (type !== 'counter' && name.endsWith('_total')) problems.push(`${name}: a ${type} in _total`);
  if (!['histogram', 'summary'].includes(type) && /_(bucket|count|sum)$/.test(name)) {
    problems.push(`${name}: a ${type} with a histogram's suffix`);
  }
  return problems;
}

/**
 * What `promtool check metrics` reports of a scrape, checked without it: every family has its
 * HELP and TYPE, counters end in _total and nothing else does, only histograms and summaries
 * have _bucket, _count or _sum samples, names are snake_case, and no family is declared twice.
 */
function promtoolProblems(text: string): string[] {
  const { types, helped, problems } = familiesOf(text);
  for (const [name, type] of types) {
    if (!helped.has(name)) problems.push(`${name}: no HELP`);
    problems.push(...nameProblems(name, type));
  }
  for (const line of text.split('\n')) {
    const sample = /^([a-zA-Z_:][\w:]*)[{ ]/.exec(line)?.[1];
    const family =
      sample &&
      [sample, sample.replace(/_(bucket|count|sum)$/, '')].find((name) => types.has(name));
    if (sample && !family) problems.push(`${sample}: a sample without TYPE`);
  }
  return problems;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not there, like any unknown address, token or not', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(404);
    const withToken = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, catalogCacheSeconds: 60 });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('answers 401 without the token, with a wrong one, and to a session however high', async () => {
    const admin = await createAdmin(t.app, t.db, {}, 'super_admin');
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { cookie: admin.cookie },
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({ url: '/metrics', headers });
      const label = JSON.stringify(headers);
      expect(response.statusCode, label).toBe(401);
      expect(response.headers['www-authenticate'], label).toBe('Bearer');
      expect(response.json(), label).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect(response.body, label).not.toContain('http_request');
    }
  });

  it('refuses in words, in the reader’s language', async () => {
    const english = await t.app.inject({ url: '/metrics' });
    expect(english.json().message).toBe(translatorFor('en').t('errors.tokenRequired'));
    expect(english.json().message).not.toContain('errors.');
    const bangla = await t.app.inject({ url: '/metrics', headers: { cookie: 'lang=bn' } });
    expect(bangla.json().message).toBe(translatorFor('bn').t('errors.tokenRequired'));
  });

  it('passes promtool’s rules: no gauge named _total, every family with HELP and TYPE', async () => {
    // A page, an API answer and an order first, so every family has samples.
    await t.app.inject('/product/5');
    const text = await scrape();
    expect(promtoolProblems(text)).toEqual([]);
    expect(text).not.toContain('nodejs_active_handles_total');
    // The figure is still there, by handle type.
    expect(text).toContain('# TYPE nodejs_active_handles gauge');
  });

  it('counts a page as one request, not the reads it makes for itself', async () => {
    const routes = ['/api/account', '/api/products/:id/reviews/summary', '/product/:id'];
    const countOf = (text: string, route: string) =>
      sampleOf(text, 'http_request_duration_seconds_count', { route, status_code: '200' }) ?? 0;
    const before = await scrape();
    expect((await t.app.inject('/product/6')).statusCode).toBe(200);
    const after = await scrape();
    expect(routes.map((route) => countOf(after, route) - countOf(before, route))).toEqual([
      0, 0, 1,
    ]);
  });

  it('answers the token in Prometheus text, with the process figures', async () => {
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sampleOf(response.body, 'process_cpu_user_seconds_total')).not.toBeNull();
  });

  it('counts a placed order once, not its retry', async () => {
    const before = sampleOf(await scrape(), 'sajghor_orders_placed_total', {
      payment_method: 'cod',
    });
    expect(before).not.toBeNull();
    const shopper = await createShopper(t.app);
    await setProduct(t.db, 30, { stockQuantity: 10 });
    await fillCart(t.app, shopper, [[30, 1]]);
    const body = checkoutBody();
    const placed = await injectAs(t.app, shopper, 'POST', '/api/orders', body);
    expect(placed.statusCode, placed.body).toBe(201);
    const retried = await injectAs(t.app, shopper, 'POST', '/api/orders', body);
    expect(retried.statusCode, retried.body).toBe(200);
    const after = sampleOf(await scrape(), 'sajghor_orders_placed_total', {
      payment_method: 'cod',
    });
    expect(after).toBe((before ?? 0) + 1);
  });

  it('times requests by route pattern: two product pages are one series', async () => {
    const route = { method: 'GET', route: '/product/:id', status_code: '200' };
    const before = sampleOf(await scrape(), 'http_request_duration_seconds_count', route) ?? 0;
    for (const id of [3, 4]) expect((await t.app.inject(`/product/${id}`)).statusCode).toBe(200);
    const text = await scrape();
    expect(sampleOf(text, 'http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(sampleOf(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      before + 2,
    );
    expect(text).not.toContain('route="/product/3"');
    // An address that is no page stays under the catch-all, whatever it is.
    await t.app.inject('/no-such-page-4711');
    expect(await scrape()).not.toContain('no-such-page');
  });

  it('counts the catalogue cache: a miss computes, a repeat hits', async () => {
    const text = await scrape();
    const hits = sampleOf(text, 'sajghor_catalog_cache_hits_total') ?? 0;
    const misses = sampleOf(text, 'sajghor_catalog_cache_misses_total') ?? 0;
    const url = `/api/products?q=metrics-${crypto.randomUUID().slice(0, 8)}`;
    expect((await t.app.inject(url)).statusCode).toBe(200);
    expect((await t.app.inject(url)).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleOf(after, 'sajghor_catalog_cache_misses_total')).toBe(misses + 1);
    expect(sampleOf(after, 'sajghor_catalog_cache_hits_total')).toBe(hits + 1);
  });

  it('shows the message queue by channel and status, read at scrape time', async () => {
    const pending = { channel: 'sms', status: 'pending' };
    const before = sampleOf(await scrape(), 'sajghor_outgoing_messages', pending);
    expect(before).not.toBeNull();
    expect(sampleOf(await scrape(), 'sajghor_outgoing_messages', { channel: 'email' })).not.toBe(
      null,
    );
    // Due in an hour, so the worker leaves it waiting.
    await t.db.insert(outgoingMessages).values({
      channel: 'sms',
      recipient: '+8801711222333',
      topic: 'order.shipped',
      body: 'Shipped',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      giveUpAt: new Date(Date.now() + 86_400_000),
    });
    expect(sampleOf(await scrape(), 'sajghor_outgoing_messages', pending)).toBe((before ?? 0) + 1);
  });

  it("shows the pool's use on PostgreSQL, and no pool on the embedded database", async () => {
    const text = await scrape();
    const open = sampleOf(text, 'sajghor_db_pool_connections');
    if (t.database.kind === 'postgres') {
      expect(open).toBeGreaterThan(0);
      expect(sampleOf(text, 'sajghor_db_pool_idle_connections')).not.toBeNull();
      expect(sampleOf(text, 'sajghor_db_pool_waiting_queries')).toBe(0);
      expect(sampleOf(text, 'sajghor_db_pool_max_connections')).toBe(20);
    } else {
      expect(text).not.toContain('sajghor_db_pool');
    }
  });
});
