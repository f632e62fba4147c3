import { useId } from 'react';
import type { MessageKey } from '#shared/i18n/keys';
import type { NotificationSettings } from '#shared/schemas/account';
import type { ConsentKind } from '#shared/schemas/privacy';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useConsentHistory, useUpdateNotifications } from '../api/update-notifications';
import { AccountSection } from './account-section';

const CHANNELS: {
  name: keyof NotificationSettings;
  consent: ConsentKind;
  label: MessageKey;
  description: MessageKey;
}[] = [
  {
    name: 'email',
    consent: 'order_email',
    label: 'account.notifications.email',
    description: 'account.notifications.emailDescription',
  },
  {
    name: 'sms',
    consent: 'order_sms',
    label: 'account.notifications.sms',
    description: 'account.notifications.smsDescription',
  },
  {
    name: 'marketing',
    consent: 'marketing',
    label: 'account.notifications.marketing',
    description: 'account.notifications.marketingDescription',
  },
];

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t, date } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const save = useUpdateNotifications();
  const history = useConsentHistory().data?.consents ?? [];
  /** When this switch was last set as it stands, if the shop kept a record of it. */
  const since = (kind: ConsentKind) => history.find((event) => event.kind === kind);
  const form = useSchemaForm<NotificationSettings>({
    loadSchema: () =>
      import('../utils/form-schemas').then((schemas) => schemas.notificationSettingsSchema),
    defaultValues: settings,
  });
  const busy = save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { account } = await save.mutateAsync(values);
      form.reset(account.notifications);
      toast.success(t('account.notifications.saved'));
    } catch (error) {
      toast.error(t('account.notifications.failed'), {
        description: errorText(error),
      });
    }
  });

  return (
    <AccountSection
      title={t('account.notifications.title')}
      description={t('account.notifications.description')}
    >
      <form onSubmit={onSubmit} noValidate>
        <ul className="divide-y divide-stone-100">
          {CHANNELS.map((channel) => {
            const id = `${formId}-${channel.name}`;
            return (
              <li key={channel.name} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <label htmlFor={id} className="font-medium text-stone-900">
                    {t(channel.label)}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-stone-600">
                    {t(channel.description)}
                  </p>
                  {since(channel.consent) && (
                    <p className="text-xs text-stone-500">
                      {t(
                        since(channel.consent)?.granted
                          ? 'account.notifications.yesSince'
                          : 'account.notifications.noSince',
                        { date: date(since(channel.consent)?.at ?? '') },
                      )}
                    </p>
                  )}
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-description`}
                  disabled={busy}
                  {...form.register(channel.name)}
                />
              </li>
            );
          })}
        </ul>
        <Button type="submit" disabled={busy} className="mt-4 w-full sm:w-auto">
          {t(busy ? 'account.notifications.saving' : 'account.notifications.save')}
        </Button>
      </form>
    </AccountSection>
  );
}
