import { Heart, Menu, ShoppingBag, User, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Language } from '#shared/i18n/languages';
import { useI18n } from '../../lib/i18n';
import { useShopInfo, useShopName } from '../../lib/shop-info';
import { cn } from '../../lib/utils';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import { SocialIcon } from './social-icon';

export type HeaderCounts = { cart: number; wishlist: number };
/** The signed-in shopper; null for a visitor; undefined while the session is still loading. */
export type HeaderUser = { name: string; email: string; isAdmin: boolean } | null | undefined;

// Only signed-in shoppers fetch the menu button, and Radix's menu only when they open it.
const UserMenuButton = lazy(() =>
  import('./user-menu-button').then((m) => ({ default: m.UserMenuButton })),
);

type HeaderProps = {
  counts: HeaderCounts;
  user: HeaderUser;
  onSignOut: () => void;
  signingOut: boolean;
  /** Called after the shopper switches language (the app saves it on the account). */
  onLanguageChange?: (language: Language) => void;
};

/** What the badge shows: the count, or 99+ (in the reader's digits). */
function useShownCount() {
  const { number } = useI18n();
  return (count: number) => (count > 99 ? `${number(99)}+` : number(count));
}

/** The link's name includes the badge's visible number (WCAG 2.5.3, label in name). */
function useCountLabel() {
  const { t } = useI18n();
  const shown = useShownCount();
  return (key: 'common.header.cart' | 'common.header.wishlist', count: number) =>
    count > 0 ? t(`${key}WithCount`, { count, shown: shown(count) }) : t(key);
}

function CountBadge({ count }: { count: number }) {
  const shown = useShownCount();
  if (count <= 0) return null;
  return (
    <span className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-rose-700 px-1 text-[11px] font-bold leading-5 text-white">
      {shown(count)}
    </span>
  );
}

const mobileSecondary =
  'rounded-md border border-stone-300 py-2.5 text-center font-medium text-stone-900';
const mobilePrimary =
  'rounded-md bg-rose-700 py-2.5 text-center font-medium text-white disabled:opacity-50';

const iconLink =
  'relative inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-rose-50 hover:text-rose-700';

export function Header({ counts, user, onSignOut, signingOut, onLanguageChange }: HeaderProps) {
  const { t } = useI18n();
  const countLabel = useCountLabel();
  const shop = useShopInfo();
  const shopName = useShopName();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  const firstPage = useRef(true);
  // Close the mobile menu whenever the page changes, and drop the line a plain form's answer put
  // above the page (docs/decisions/022): it spoke of the page the shopper has left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => {
    setMenuOpen(false);
    if (!firstPage.current) document.getElementById('page-notice')?.remove();
    firstPage.current = false;
  }, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="hidden bg-stone-900 text-stone-100 sm:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-1.5 text-xs">
          <span>{t('common.header.tagline')}</span>
          <div className="flex items-center gap-3">
            {shop?.socialLinks.slice(0, 3).map((link) => (
              <a
                key={link.name}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-rose-300"
                aria-label={link.name}
              >
                <SocialIcon name={link.name} />
              </a>
            ))}
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        {/* A link to the menu below, so it opens by CSS (:target) before the scripts run or
            without them; the scripts toggle it in place (docs/decisions/022). */}
        {/* biome-ignore lint/a11y/useValidAnchor: a button cannot open the menu without scripts */}
        {/* biome-ignore lint/a11y/useSemanticElements: the link acts as the menu's toggle */}
        <a
          href="#mobile-menu"
          role="button"
          className={cn(iconLink, 'lg:hidden')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t(menuOpen ? 'common.header.closeMenu' : 'common.header.openMenu')}
          onClick={(event) => {
            event.preventDefault();
            setMenuOpen((open) => !open);
          }}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </a>
        <Link to="/" className="font-serif text-2xl font-bold tracking-tight text-rose-700">
          {shopName}
        </Link>
        <nav
          aria-label={t('common.header.mainNav')}
          className="ml-6 hidden flex-1 items-center gap-1 lg:flex"
        >
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:text-rose-700',
                  isActive && 'text-rose-700',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch className="hidden lg:inline-flex" onLanguageChange={onLanguageChange} />
          <Link
            to="/account?tab=wishlist"
            className={iconLink}
            aria-label={countLabel('common.header.wishlist', counts.wishlist)}
          >
            <Heart aria-hidden="true" />
            <CountBadge count={counts.wishlist} />
          </Link>
          <Link
            to="/cart"
            className={iconLink}
            aria-label={countLabel('common.header.cart', counts.cart)}
          >
            <ShoppingBag aria-hidden="true" />
            <CountBadge count={counts.cart} />
          </Link>
          {user ? (
            <Suspense
              fallback={
                <Link to="/account" className={iconLink} aria-label={t('common.header.myAccount')}>
                  <UserRound aria-hidden="true" />
                </Link>
              }
            >
              <UserMenuButton user={user} onSignOut={onSignOut} signingOut={signingOut} />
            </Suspense>
          ) : (
            <Link to="/login" className={iconLink} aria-label={t('common.header.signIn')}>
              <User aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
      {
        <nav
          id="mobile-menu"
          aria-label={t('common.header.mobileNav')}
          className={cn(
            'border-t border-stone-200 bg-white px-4 pb-4 lg:hidden',
            menuOpen ? 'block' : 'hidden target:block',
          )}
        >
          <ul className="divide-y divide-stone-100">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="block py-3 text-base text-stone-800">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
          {user === null && (
            <div className="mt-3 grid grid-cols-2 gap-3">
              <Link to="/login" className={mobileSecondary}>
                {t('common.signIn')}
              </Link>
              <Link to="/register" className={mobilePrimary}>
                {t('common.header.signUp')}
              </Link>
            </div>
          )}
          {user && (
            <div className="mt-3 grid grid-cols-2 gap-3">
              <Link to="/account" className={mobileSecondary}>
                {t('common.header.myAccount')}
              </Link>
              <button
                type="button"
                className={mobilePrimary}
                disabled={signingOut}
                onClick={() => {
                  setMenuOpen(false);
                  onSignOut();
                }}
              >
                {t('common.header.signOut')}
              </button>
            </div>
          )}
          <div className="mt-3 flex justify-center border-t border-stone-100 pt-3">
            <LanguageSwitch onLanguageChange={onLanguageChange} />
          </div>
        </nav>
      }
    </header>
  );
}
