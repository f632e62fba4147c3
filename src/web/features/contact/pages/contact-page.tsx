import { Clock, Mail, MapPin, Phone, Truck } from 'lucide-react';
import { useId } from 'react';
import type { ContactMessageInput } from '#shared/schemas/contact';
import { Button } from '../../../components/ui/button';
import { describedBy, FormField, TextField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/input';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/page-title';
import { useSchemaForm } from '../../../lib/schema-form';
import { useShopInfo } from '../../../lib/shop-info';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = [
  { name: 'name', label: 'contact.field.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'contact.field.email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'contact.field.subject', type: 'text', autoComplete: 'off' },
] as const;

/** How soon we promise to answer a message, in hours (the toast after sending). */
const REPLY_WITHIN_HOURS = 24;

export function ContactPage() {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const shop = useShopInfo();
  const formId = useId();
  const send = useSendContactMessage();
  const form = useSchemaForm<ContactMessageInput>({
    loadSchema: () =>
      import('../utils/contact-schema').then((schemas) => schemas.contactMessageInputSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('contact.toast.sent'), {
        description: t('contact.toast.sentDescription', { hours: REPLY_WITHIN_HOURS }),
      });
      form.reset();
    } catch (error) {
      toast.error(errorText(error) || t('contact.toast.failed'));
    }
  });

  const facts = [
    { icon: Mail, label: t('contact.details.email'), value: shop?.email },
    { icon: Phone, label: t('contact.details.phone'), value: shop?.phone },
    { icon: MapPin, label: t('contact.details.address'), value: shop?.city },
    {
      icon: Clock,
      label: t('contact.details.hours'),
      value: t('contact.details.hoursValue', { opens: 9, closes: 6 }),
    },
    {
      icon: Truck,
      label: t('contact.details.shipping'),
      value: t('contact.details.shippingValue', {
        shipMin: 24,
        shipMax: 48,
        deliveryMin: 3,
        deliveryMax: 5,
      }),
    },
  ];

  const messageId = `${formId}-message`;
  const messageError = errors.message?.message;

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle of="/contact" />
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">{t('contact.heading')}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{t('contact.intro')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        >
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`${formId}-${field.name}`}
              label={t(field.label)}
              error={errors[field.name]?.message}
              type={field.type}
              autoComplete={field.autoComplete}
              disabled={send.isPending}
              {...form.register(field.name)}
            />
          ))}
          <FormField id={messageId} label={t('contact.field.message')} error={messageError}>
            <Textarea
              id={messageId}
              rows={6}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={describedBy({ id: messageId, error: messageError })}
              disabled={send.isPending}
              {...form.register('message')}
            />
          </FormField>
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
        </form>
        <aside aria-label={t('contact.details.label')} className="space-y-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-3">
              <fact.icon className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden="true" />
              <div>
                <p className="text-sm font-semibold text-stone-900">{fact.label}</p>
                <p className="text-sm text-stone-700">{fact.value}</p>
              </div>
            </div>
          ))}
        </aside>
      </div>
    </main>
  );
}
