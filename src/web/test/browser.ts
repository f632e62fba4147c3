/**
 * A browser for web component tests, in the same process as a real shop server: happy-dom's
 * window lends its DOM to the globals, while Node keeps its own network, stream and encoding
 * classes (the server in this process answers with them). Import this before anything that reads
 * `document` at load (Testing Library's `screen`).
 */
import { Window } from 'happy-dom';
import WindowBrowserContext from 'happy-dom/lib/window/WindowBrowserContext.js';

/** Node has these too; the page's own must win, or events would not reach happy-dom's nodes. */
const PAGE_OWNED = ['Event', 'CustomEvent', 'EventTarget'];

// Browsers send Origin with every request that may change something, same-origin ones included;
// the server (and Better Auth) refuse such requests without it. happy-dom adds it only across
// origins.
const sendsOrigin = (method: string) => method !== 'GET' && method !== 'HEAD';

export const browser = new Window({
  url: 'http://127.0.0.1/',
  settings: {
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    fetch: {
      interceptor: {
        async beforeAsyncRequest({ request, window }) {
          if (sendsOrigin(request.method)) request.headers.set('Origin', window.location.origin);
        },
      },
    },
  },
});

const globals = globalThis as Record<string, unknown>;
const page = browser as unknown as Record<string, unknown>;

function pageKeys(): Set<string> {
  const keys = new Set<string>();
  for (let level: object | null = browser; level && level !== Object.prototype; ) {
    for (const key of Object.getOwnPropertyNames(level)) keys.add(key);
    level = Object.getPrototypeOf(level);
  }
  return keys;
}

for (const key of pageKeys()) {
  if (key === 'constructor' || (key in globals && !PAGE_OWNED.includes(key))) continue;
  Object.defineProperty(globals, key, {
    configurable: true,
    get() {
      const value = page[key];
      // Methods (getComputedStyle, requestAnimationFrame…) run against the page's window.
      return typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(browser) : value;
    },
  });
}
/**
 * happy-dom lays nothing out, and its IntersectionObserver never reports. Here every observed
 * element is on screen, as on a tall screen: parts that load on approach (a product's reviews)
 * load.
 */
class EverythingInView {
  constructor(private readonly report: (entries: unknown[], observer: unknown) => void) {}
  observe(target: Element): void {
    queueMicrotask(() => this.report([{ isIntersecting: true, target }], this));
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): unknown[] {
    return [];
  }
}
Object.defineProperty(globals, 'IntersectionObserver', {
  configurable: true,
  value: EverythingInView,
});

// The web's API client calls the page's fetch: relative paths, the page's cookies. The shop
// server in this process calls out too (a payment gateway's stand-in): a request for an absolute
// address on another origin than the page's is the server's, and keeps Node's own fetch, which the
// page's would refuse as a cross-site call.
const nodeFetch = globalThis.fetch;
const pageFetch = browser.fetch.bind(browser);
function isServerCall(input: RequestInfo | URL): boolean {
  const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
  return /^https?:\/\//.test(url) && new URL(url).origin !== browser.location.origin;
}
globals.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  isServerCall(input)
    ? nodeFetch(input, init)
    : pageFetch(input as never, init as never)) as typeof fetch;

/** Puts the browser on the shop's address, so its relative requests and cookies go there. */
export function openShopAt(origin: string): void {
  browser.happyDOM.setURL(`${origin}/`);
}

/**
 * Web test files share a worker's modules (isolate: false): each starts with a browser that
 * remembers nothing of the last file's shop (cookies, storage, page).
 */
export function forgetEverything(): void {
  new WindowBrowserContext(browser).getBrowserFrame()?.page.context.cookieContainer.clearCookies();
  browser.localStorage.clear();
  browser.sessionStorage.clear();
  browser.document.body.innerHTML = '';
}
