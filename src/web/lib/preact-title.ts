/**
 * React 19 hoists a `<title>` rendered anywhere into <head>; Preact renders it in place (hidden in
 * the body), where document.title does not see it. This keeps document.title on the last `<title>`
 * the app renders, and back on the server's title when none is left.
 */
import { options, type VNode } from 'preact';

const serverTitle = document.title;
let queued = false;

function syncTitle() {
  queued = false;
  // Pictures (SVG) have <title>s of their own; only the page's count.
  const titles = [...document.body.getElementsByTagName('title')].filter(
    (title) => title instanceof HTMLTitleElement,
  );
  const last = titles[titles.length - 1];
  const text = last ? (last.textContent ?? '') : serverTitle;
  if (document.title !== text) document.title = text;
}

function queueSync(vnode: VNode) {
  if (vnode.type === 'title' && !queued) {
    queued = true;
    queueMicrotask(syncTitle);
  }
}

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  queueSync(vnode);
  previousDiffed?.(vnode);
};
const previousUnmount = options.unmount;
options.unmount = (vnode) => {
  queueSync(vnode);
  previousUnmount?.(vnode);
};
