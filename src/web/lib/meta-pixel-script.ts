/**
 * The Meta Pixel itself, a chunk of its own (marketing.ts imports it late): Meta's base code, in
 * TypeScript, loading fbevents.js from connect.facebook.net, then each event with its eventID.
 */
import type { QueuedEvent } from './marketing-events';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

function installFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  script.dataset.metaPixel = '';
  document.head.append(script);
  return fbq;
}

export function startPixel(pixelId: string): (event: QueuedEvent) => void {
  const fbq = installFbq();
  fbq('init', pixelId);
  fbq('track', 'PageView');
  return ({ name, data, eventId }) => {
    if (eventId) fbq('track', name, data, { eventID: eventId });
    else fbq('track', name, data);
  };
}
