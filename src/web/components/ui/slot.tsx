import { cloneElement, type HTMLAttributes, isValidElement, type ReactElement } from 'react';
import { cn } from '../../lib/utils';

type AnyProps = Record<string, unknown>;

/**
 * Button's `asChild`: its classes and props on the one child (a Link) instead of a <button>. Radix
 * Slot does the same, but it and its ref helpers cost 1.3 KB of every page's first load; the
 * buttons only need classes merged and both click handlers kept.
 */
export function Slot({ children, className, ...props }: HTMLAttributes<HTMLElement>) {
  if (!isValidElement(children)) return null;
  const own = (children as ReactElement<AnyProps>).props;
  const merged: AnyProps = { ...props, ...own, className: cn(className, own.className as string) };
  for (const [key, handler] of Object.entries(props as AnyProps)) {
    const childHandler = own[key];
    if (
      /^on[A-Z]/.test(key) &&
      typeof handler === 'function' &&
      typeof childHandler === 'function'
    ) {
      merged[key] = (...args: unknown[]) => {
        childHandler(...args);
        handler(...args);
      };
    }
  }
  return cloneElement(children as ReactElement<AnyProps>, merged);
}
