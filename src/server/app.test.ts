import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the server', () => {
  it('reports health with a database check', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await t.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toContain('/api/no-such-thing');
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body is not valid JSON',
    });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request body is too large');
  });

  it('serves the app for deep links and the 404 page with status 404 for unknown paths', async () => {
    const deepLink = await t.app.inject('/product/12');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-type']).toContain('text/html');
    expect(deepLink.body).toContain('id="root"');
    expect(deepLink.body).toContain('<script id="app-data" type="application/json">');

    const unknown = await t.app.inject('/this-page-does-not-exist');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  it('puts the shop facts into the page so the first screen needs no second request', async () => {
    const page = await t.app.inject('/');
    const json = page.body.match(/<script id="app-data" type="application\/json">(.*?)<\/script>/);
    expect(JSON.parse(json?.[1] ?? '{}').shop.name).toBe('Sajghor');
  });

  it('sends security headers with a same-origin CSP', async () => {
    const response = await t.app.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses state-changing API calls from another site', async () => {
    const payload = { name: 'A', email: 'a@example.com', subject: 'Hi', message: 'Hello' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000' },
      payload,
    });
    expect(own.statusCode).toBe(201);
  });

  it('publishes an OpenAPI document built from the route schemas, and a docs page', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/contact', '/api/products', '/api/products/{id}', '/api/shop']),
    );
    expect(document.paths['/api/contact'].post.requestBody).toBeDefined();
    const docs = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });
});
