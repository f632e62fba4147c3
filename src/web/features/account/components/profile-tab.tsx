import { Check } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import type { Account, ProfileUpdateInput, profileUpdateSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { AccountSection } from './account-section';
import { AddEmailSection } from './add-email-section';
import { describedBy, FormField, TextField } from './form-field';
import { NameFields } from './name-fields';
import { PhoneNumberSection } from './phone-number-section';

type ProfileOutput = z.output<typeof profileUpdateSchema>;

// With the district list and its words: loaded once the profile shows, not with the account page.
const SavedAddressesSection = lazy(() => import('./saved-addresses-section'));

/** How long the button reads "Saved" before it is ready again. */
const SAVED_DISPLAY_MS = 2000;

const formValues = (account: Account): ProfileUpdateInput => ({
  firstName: account.firstName,
  lastName: account.lastName,
  phone: account.phone ?? '',
  address: account.address ?? '',
});

export function ProfileTab({ account }: { account: Account }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const updateProfile = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<ProfileUpdateInput, ProfileOutput>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.profileUpdateSchema),
    defaultValues: formValues(account),
  });
  const { errors } = form.formState;
  const saving = updateProfile.isPending;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const { account: updated } = await updateProfile.mutateAsync({
        ...values,
        phone: values.phone ?? '',
        address: values.address ?? '',
      });
      // Show the numbers as stored (e.g. +880 17… becomes 017…).
      form.reset(formValues(updated));
      setSaved(true);
      toast.success(t('account.profile.updated'));
    } catch (error) {
      toast.error(t('account.profile.failed'), {
        description: errorText(error),
      });
    }
  });

  const emailId = `${formId}-email`;
  const addressId = `${formId}-address`;
  const emailHint = t('account.profile.emailHint');

  return (
    <div className="space-y-6">
      <AccountSection
        title={t('account.profile.title')}
        description={t('account.profile.description')}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <NameFields id={formId} register={form.register} errors={errors} disabled={saving} />
          {account.email !== null && (
            <FormField id={emailId} label={t('account.field.email')} hint={emailHint}>
              <Input
                id={emailId}
                type="email"
                value={account.email}
                readOnly
                disabled
                aria-describedby={describedBy({ id: emailId, hint: emailHint })}
              />
            </FormField>
          )}
          <TextField
            id={`${formId}-phone`}
            label={t('account.field.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            error={errors.phone?.message}
            disabled={saving}
            {...form.register('phone')}
          />
          <FormField
            id={addressId}
            label={t('account.field.address')}
            error={errors.address?.message}
          >
            <Textarea
              id={addressId}
              rows={3}
              className="min-h-24"
              autoComplete="street-address"
              placeholder={t('account.profile.addressPlaceholder')}
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={describedBy({
                id: addressId,
                error: errors.address?.message,
              })}
              disabled={saving}
              {...form.register('address')}
            />
          </FormField>
          <Button type="submit" disabled={saving} className="w-full sm:w-auto">
            <SaveButtonLabel saving={saving} saved={saved} />
          </Button>
        </form>
      </AccountSection>
      {/* A phone-made account has no e-mail yet: it may add one, confirmed by a mailed link. */}
      {account.email === null && <AddEmailSection />}
      <PhoneNumberSection account={account} />
      <Suspense fallback={null}>
        <SavedAddressesSection account={account} />
      </Suspense>
    </div>
  );
}

/** The spec's profile save states: idle, saving, done. */
function SaveButtonLabel({ saving, saved }: { saving: boolean; saved: boolean }) {
  const { t } = useI18n();
  if (saving) return t('account.profile.saving');
  if (!saved) return t('account.profile.save');
  return (
    <>
      <Check aria-hidden="true" />
      {t('account.profile.saved')}
    </>
  );
}
