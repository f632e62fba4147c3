import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type NotificationSettings, notificationSettingsSchema } from '#shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { ApiRequestError } from '../../../lib/api-client';
import { useUpdateNotifications } from '../api/update-notifications';
import { AccountSection } from './account-section';

const CHANNELS: { name: keyof NotificationSettings; label: string; description: string }[] = [
  {
    name: 'email',
    label: 'Email notifications',
    description: 'Order confirmations and delivery updates by e-mail.',
  },
  {
    name: 'sms',
    label: 'SMS notifications',
    description: 'Order and delivery updates by text message.',
  },
  {
    name: 'marketing',
    label: 'Marketing emails',
    description: 'Offers, sales and new arrivals.',
  },
];

export function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const formId = useId();
  const save = useUpdateNotifications();
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: settings,
  });
  const busy = save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { account } = await save.mutateAsync(values);
      form.reset(account.notifications);
      toast.success('Notification preferences saved');
    } catch (error) {
      toast.error('Failed to save preferences', {
        description: error instanceof ApiRequestError ? error.message : undefined,
      });
    }
  });

  return (
    <AccountSection title="Notifications" description="Choose how we keep in touch.">
      <form onSubmit={onSubmit} noValidate>
        <ul className="divide-y divide-stone-100">
          {CHANNELS.map((channel) => {
            const id = `${formId}-${channel.name}`;
            return (
              <li key={channel.name} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <label htmlFor={id} className="font-medium text-stone-900">
                    {channel.label}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-stone-600">
                    {channel.description}
                  </p>
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
          {busy ? 'Saving...' : 'Save Preferences'}
        </Button>
      </form>
    </AccountSection>
  );
}
