import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables on first use (about 10 ms on a phone, 40 on a slow one):
 * called in a task of its own before a server-rendered page is hydrated, so that cost does not
 * lengthen the hydration's task (main.tsx).
 */
export function prepareClassMerging(): void {
  twMerge('p-0 p-1');
}
