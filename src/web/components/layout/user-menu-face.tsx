/**
 * What the signed-in shopper's menu button looks like, shared by the plain button shown first
 * (user-menu-button.tsx) and Radix's trigger once the menu's code has loaded (user-menu.tsx).
 */
import { ChevronDown, UserRound } from 'lucide-react';
import type { HeaderUser } from './header';

export type SignedInUser = NonNullable<HeaderUser>;

export const userMenuButtonClass =
  'inline-flex h-10 max-w-32 min-w-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-700 data-[state=open]:bg-rose-50 data-[state=open]:text-rose-700 sm:max-w-52 sm:px-3';

/** What the button shows, the same before and after the menu's code has loaded. */
export function UserMenuButtonFace({ name }: { name: string }) {
  return (
    <>
      <UserRound className="size-5 shrink-0" aria-hidden="true" />
      <span className="truncate">{name}</span>
      <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
    </>
  );
}
