/**
 * Toasts, with sonner (~9 KB gzip) loaded on the first one rather than with every page
 * (docs/decisions/007). The call shapes are sonner's; calls made while it loads are forwarded in
 * order once it has. The root layout mounts sonner's <Toaster> once a toast has been asked for
 * (`useToastRequested`); sonner replays toasts created before its Toaster subscribed.
 */
import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Toast = typeof sonnerToast;

let sonner: Sonner | undefined;
let loading: Promise<void> | undefined;
/** A toast has been asked for (the layout then mounts the Toaster; it stays). */
let wanted = false;
const pending: ((loaded: Sonner) => void)[] = [];
const listeners = new Set<() => void>();

function load(): void {
  if (loading) return;
  loading = import('sonner').then(
    (loaded) => {
      sonner = loaded;
      for (const call of pending.splice(0)) call(loaded);
    },
    () => {
      // Offline or a failed deploy: drop what was asked, let the next toast try again.
      pending.length = 0;
      loading = undefined;
    },
  );
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function forward(call: (loaded: Sonner) => void): void {
  if (sonner) {
    call(sonner);
    return;
  }
  pending.push(call);
  load();
}

/** Shows a plain toast; `.success`, `.error`, `.info`, `.warning` and `.message` as sonner's. */
export const toast = Object.assign(
  (...args: Parameters<Toast>): void => forward((s) => s.toast(...args)),
  {
    success: (...args: Parameters<Toast['success']>): void =>
      forward((s) => s.toast.success(...args)),
    error: (...args: Parameters<Toast['error']>): void => forward((s) => s.toast.error(...args)),
    info: (...args: Parameters<Toast['info']>): void => forward((s) => s.toast.info(...args)),
    warning: (...args: Parameters<Toast['warning']>): void =>
      forward((s) => s.toast.warning(...args)),
    message: (...args: Parameters<Toast['message']>): void =>
      forward((s) => s.toast.message(...args)),
    /** Nothing to dismiss before the first toast: it does not load sonner for that. */
    dismiss: (...args: Parameters<Toast['dismiss']>): void => {
      if (sonner) sonner.toast.dismiss(...args);
      else if (loading) pending.push((s) => s.toast.dismiss(...args));
    },
  },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for: the layout mounts the Toaster from then on. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
