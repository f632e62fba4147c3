import { ChevronDown, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
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
import type { HeaderUser } from './header';

type SignedInUser = NonNullable<HeaderUser>;

/** The signed-in shopper's menu in the header: their pages, the admin area and sign-out. */
export function UserMenu({
  user,
  onSignOut,
  signingOut,
}: {
  user: SignedInUser;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useI18n();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('common.userMenu.label', { name: user.name })}
        className="inline-flex h-10 max-w-32 min-w-10 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-700 data-[state=open]:bg-rose-50 data-[state=open]:text-rose-700 sm:max-w-52 sm:px-3"
      >
        <UserRound className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate">{user.name}</span>
        <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
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
