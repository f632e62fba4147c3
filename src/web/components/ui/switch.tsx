import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * A checkbox drawn as an on/off switch: still a native checkbox, so forms register it like any
 * input and assistive technology announces its checked state.
 */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors',
        'before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform',
        'checked:bg-rose-700 checked:before:translate-x-5',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
