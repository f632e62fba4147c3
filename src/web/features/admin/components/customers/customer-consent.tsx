import { Check, X } from 'lucide-react';
import type { MessageKey } from '#shared/i18n/keys';
import { isPlaceholderEmail } from '#shared/phone';
import type { AdminCustomer } from '#shared/schemas/admin';
import { useI18n } from '../../../../lib/i18n';
import { cn } from '../../../../lib/utils';

const CHANNELS: { key: keyof AdminCustomer['consent']; label: MessageKey }[] = [
  { key: 'email', label: 'admin.customers.consent.email' },
  { key: 'sms', label: 'admin.customers.consent.sms' },
  { key: 'marketing', label: 'admin.customers.consent.marketing' },
];

/** The customer's three switches as chips: green with a tick when on, grey and struck when off. */
export function ConsentChips({ consent }: { consent: AdminCustomer['consent'] }) {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-1" title={t('admin.customers.consent.hint')}>
      {CHANNELS.map(({ key, label }) => {
        const on = consent[key];
        const channel = t(label);
        const Icon = on ? Check : X;
        return (
          <li
            key={key}
            className={cn(
              'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
              on
                ? 'bg-emerald-50 text-emerald-900 ring-emerald-200'
                : 'bg-stone-50 text-stone-500 line-through ring-stone-200',
            )}
          >
            <Icon aria-hidden="true" className="size-3" />
            <span aria-hidden="true">{channel}</span>
            <span className="sr-only">
              {t(on ? 'admin.customers.consent.on' : 'admin.customers.consent.off', { channel })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The phone, marked when it is the number the customer signs in with. */
export function CustomerPhone({ customer }: { customer: AdminCustomer }) {
  const { t } = useI18n();
  if (!customer.phone) return <>—</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="tabular-nums">{customer.phone}</span>
      {customer.phoneVerified && (
        <span
          className="inline-flex items-center gap-0.5 text-xs font-medium text-emerald-800"
          title={t('admin.customers.phoneVerifiedHint')}
        >
          <Check aria-hidden="true" className="size-3" />
          {t('admin.customers.phoneVerified')}
        </span>
      )}
    </span>
  );
}

/** A phone-made account's address is a placeholder no mail reaches: say so instead of showing it. */
export function CustomerEmail({ email, className }: { email: string; className?: string }) {
  const { t } = useI18n();
  if (isPlaceholderEmail(email)) {
    return <p className={cn(className, 'italic')}>{t('admin.customers.noEmail')}</p>;
  }
  return <p className={className}>{email}</p>;
}
