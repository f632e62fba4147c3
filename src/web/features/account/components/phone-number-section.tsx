import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { Account } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangePhoneNumber } from '../api/phone-sign-in';
import { displayPhone } from '../utils/phone-display';
import { AccountSection } from './account-section';
import { PhoneSignInForm } from './phone-sign-in-form';

/** Account → Profile: the number the shopper signs in with, added or changed with a code to it. */
export function PhoneNumberSection({ account }: { account: Pick<Account, 'phoneNumber'> }) {
  const { t } = useI18n();
  const change = useChangePhoneNumber();
  const [editing, setEditing] = useState(false);
  const current = account.phoneNumber;

  return (
    <AccountSection title={t('account.phone.profile.label')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {current ? (
          <p className="flex items-center gap-2 font-medium text-stone-900">
            {displayPhone(current)}
            <span className="inline-flex items-center gap-1 text-sm font-normal text-emerald-800">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {t('account.phone.profile.verified')}
            </span>
          </p>
        ) : (
          <p className="text-stone-700">{t('account.phone.profile.none')}</p>
        )}
        <Button
          type="button"
          variant="outline"
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {editing
            ? t('account.phone.profile.cancel')
            : t(current ? 'account.phone.profile.change' : 'account.phone.profile.add')}
        </Button>
      </div>
      {editing && (
        <div className="mt-5 max-w-md">
          <PhoneSignInForm
            verify={({ phoneNumber, code }) => change.mutateAsync({ phoneNumber, code })}
            askRememberMe={false}
            autoFocus
            onDone={() => {
              setEditing(false);
              toast.success(t('account.phone.profile.saved'));
            }}
          />
        </div>
      )}
    </AccountSection>
  );
}
