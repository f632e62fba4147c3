/**
 * Test code only: Node's own fetch, kept before the test browser (src/web/test/browser.ts) puts
 * the page's fetch in its place. The shop server runs in the same process as the page, so its
 * calls to a gateway stand-in would otherwise go through happy-dom, which refuses them as
 * cross-origin. Import this before '../../test/browser'.
 */
export const nodeFetch: typeof fetch = globalThis.fetch;

/** From now on, requests to `origin` (a stand-in's) use Node's fetch; the page's keep its own. */
export function serverFetchFor(origin: string): void {
  const pageFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return url.startsWith(origin) ? nodeFetch(input, init) : pageFetch(input, init);
  }) as typeof fetch;
}
