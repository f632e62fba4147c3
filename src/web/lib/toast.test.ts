import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const record =
  (name: string) =>
  (...args: unknown[]) => {
    calls.push(`${name}:${args[0] ?? ''}`);
  };

vi.mock('sonner', () => ({
  toast: Object.assign(record('toast'), {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
    message: record('message'),
    dismiss: record('dismiss'),
  }),
}));

beforeEach(() => {
  calls.length = 0;
  vi.resetModules();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  it('loads sonner on the first toast and forwards the calls made meanwhile, in order', async () => {
    const { toast } = await import('./toast');
    toast.success('saved');
    toast.error('failed', { description: 'why' });
    toast('plain');
    toast.dismiss('x');
    expect(calls).toEqual([]);
    await settle();
    expect(calls).toEqual(['success:saved', 'error:failed', 'toast:plain', 'dismiss:x']);
    toast.info('now');
    expect(calls.at(-1)).toBe('info:now');
  });

  it('does not load sonner to dismiss when nothing was shown', async () => {
    const { toast } = await import('./toast');
    toast.dismiss();
    await settle();
    expect(calls).toEqual([]);
  });
});
