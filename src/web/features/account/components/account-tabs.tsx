import { Coins, Heart, type LucideIcon, Package, Settings, UserRound } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

export const ACCOUNT_TABS = ['profile', 'orders', 'points', 'wishlist', 'settings'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const TAB_DETAILS: Record<AccountTab, { label: MessageKey; icon: LucideIcon }> = {
  profile: { label: 'account.tabs.profile', icon: UserRound },
  orders: { label: 'account.tabs.orders', icon: Package },
  points: { label: 'account.tabs.points', icon: Coins },
  wishlist: { label: 'account.tabs.wishlist', icon: Heart },
  settings: { label: 'account.tabs.settings', icon: Settings },
};

/** The tab named in ?tab=, or the profile for anything else. */
export function parseAccountTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.find((tab) => tab === value) ?? 'profile';
}

export const tabId = (tab: AccountTab) => `account-tab-${tab}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab}`;

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select. */
export function AccountTabs({
  selected,
  onSelect,
}: {
  selected: AccountTab;
  onSelect: (tab: AccountTab) => void;
}) {
  const { t } = useI18n();
  const buttons = useRef(new Map<AccountTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ACCOUNT_TABS.indexOf(selected);
    const last = ACCOUNT_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : ACCOUNT_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('account.tabs.label')}
      className="grid grid-cols-5 gap-1 rounded-xl border border-stone-200 bg-white p-1"
      onKeyDown={onKeyDown}
    >
      {ACCOUNT_TABS.map((tab) => {
        const { label, icon: Icon } = TAB_DETAILS[tab];
        const active = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            id={tabId(tab)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(tab)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={cn(
              'flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-xs font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-700 sm:flex-row sm:gap-2 sm:text-sm',
              active && 'bg-rose-700 text-white hover:bg-rose-700 hover:text-white',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {t(label)}
          </button>
        );
      })}
    </div>
  );
}
