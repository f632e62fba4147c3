/**
 * Scripts of a server-rendered page wait for first contentful paint and the main picture, 3 s at
 * most (docs/decisions/009): on a slow network they would share the few connections with them.
 * Inline, so it costs no request; the Content-Security-Policy allows this text by its hash.
 */
import { createHash } from 'node:crypto';

/** Reads `<script id="app-files">`: {"entry": "/assets/index-….js", "preload": [...]} */
export const APP_START_SCRIPT = `(() => {
  const files = JSON.parse(document.getElementById('app-files').textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of files.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    document.head.append(script);
  };
  const afterPicture = () => {
    const picture = document.querySelector('img[fetchpriority=high]');
    if (!picture || picture.complete) return start();
    picture.addEventListener('load', start);
    picture.addEventListener('error', start);
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPicture();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(afterPicture));
  }
  setTimeout(start, 3000);
})();`;

export const APP_START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;
