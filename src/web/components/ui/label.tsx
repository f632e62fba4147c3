import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * A form label. Radix's Label did only what `onMouseDown` does here (its package and Radix's
 * Primitive cost ~1 KB gzip on every form page, docs/decisions/007): a double click on the label's
 * text does not select it, while clicks on a control inside the label behave as usual.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers tie it to their control with htmlFor.
    <label
      className={cn('text-sm font-medium text-stone-800', className)}
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
