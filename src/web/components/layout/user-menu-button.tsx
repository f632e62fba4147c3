/**
 * The signed-in shopper's menu button in the header. Radix's menu and its positioning code
 * (~26 KB gzip) load when the shopper first opens the menu, not with every signed-in page
 * (docs/decisions/007): until then this is a plain button that looks and reads the same, and
 * pointing at or focusing it starts the download.
 */
import { ChevronDown, UserRound } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import type { HeaderUser } from './header';

export type SignedInUser = NonNullable<HeaderUser>;

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

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

function PlainMenuButton({ user, ...button }: { user: SignedInUser } & ComponentProps<'button'>) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t('common.userMenu.label', { name: user.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={userMenuButtonClass}
      {...button}
    >
      <UserMenuButtonFace name={user.name} />
    </button>
  );
}

export function UserMenuButton({
  user,
  onSignOut,
  signingOut,
}: {
  user: SignedInUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const [opened, setOpened] = useState(false);
  if (!opened) {
    const preload = () => void loadUserMenu();
    return (
      <PlainMenuButton
        user={user}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpened(true)}
        // Radix's trigger also opens on ArrowDown.
        onKeyDown={(event) => event.key === 'ArrowDown' && setOpened(true)}
      />
    );
  }
  return (
    <Suspense fallback={<PlainMenuButton user={user} />}>
      <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} defaultOpen />
    </Suspense>
  );
}
