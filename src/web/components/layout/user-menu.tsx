import { LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { type SignedInUser, UserMenuButtonFace, userMenuButtonClass } from './user-menu-face';

/**
 * The signed-in shopper's menu in the header: their pages, the admin area and sign-out. Loaded by
 * `UserMenuButton` when the shopper first opens it, so it starts open (`defaultOpen`).
 */
export function UserMenu({
  user,
  onSignOut,
  signingOut,
  defaultOpen = false,
}: {
  user: SignedInUser;
  onSignOut: () => void;
  signingOut: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useI18n();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        aria-label={t('common.userMenu.label', { name: user.name })}
        className={userMenuButtonClass}
      >
        <UserMenuButtonFace name={user.name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-stone-900">{user.name}</span>
          {user.name !== user.email && <span className="block truncate">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            {t('common.header.myAccount')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account?tab=orders">
            <Package aria-hidden="true" />
            {t('common.userMenu.orders')}
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              {t('common.userMenu.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signingOut} onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {t('common.header.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
