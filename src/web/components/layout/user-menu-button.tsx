/**
 * The signed-in shopper's menu button in the header. Radix's menu and its positioning code
 * (~26 KB gzip) load when the shopper first opens the menu, not with every signed-in page
 * (docs/decisions/007): until then this is a plain button that looks and reads the same, and
 * pointing at or focusing it starts the download.
 */
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { type SignedInUser, UserMenuButtonFace, userMenuButtonClass } from './user-menu-face';

const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

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
