import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const fieldClasses =
  'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-rose-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-rose-600/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn('h-10', fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn('min-h-32', fieldClasses, className)} {...props} />;
}
