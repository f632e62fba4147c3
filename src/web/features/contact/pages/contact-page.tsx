import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Mail, MapPin, Phone, Truck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type ContactMessageInput, contactMessageInputSchema } from '#shared/schemas/contact';
import { CONTACT_FACTS } from '#shared/shop';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useShopInfo } from '../../../lib/shop-info';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
] as const;

export function ContactPage() {
  const shop = useShopInfo();
  const formId = useId();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success('Message Sent!', {
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
      form.reset();
    } catch (error) {
      toast.error((error as Error).message || 'Failed to send message');
    }
  });

  const facts = [
    { icon: Mail, label: 'Email', value: shop?.email },
    { icon: Phone, label: 'Phone', value: shop?.phone },
    { icon: MapPin, label: 'Address', value: shop?.city },
    { icon: Clock, label: 'Business hours', value: CONTACT_FACTS.businessHours },
    {
      icon: Truck,
      label: 'Shipping',
      value: `Orders ship within ${CONTACT_FACTS.shippingTime}; delivery in ${CONTACT_FACTS.deliveryTime}.`,
    },
  ];

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <title>{`Contact Us | ${shop?.name ?? 'Sajghor'}`}</title>
      <h1 className="font-serif text-3xl font-semibold sm:text-4xl">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Questions about an order, a product or a payment? Send us a message and we will reply by
        e-mail.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-5 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        >
          {FIELDS.map((field) => {
            const id = `${formId}-${field.name}`;
            const error = errors[field.name]?.message;
            return (
              <div key={field.name} className="space-y-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                <Input
                  id={id}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  disabled={send.isPending}
                  {...form.register(field.name)}
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="space-y-1.5">
            <Label htmlFor={`${formId}-message`}>Message</Label>
            <Textarea
              id={`${formId}-message`}
              rows={6}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${formId}-message-error` : undefined}
              disabled={send.isPending}
              {...form.register('message')}
            />
            {errors.message && (
              <p id={`${formId}-message-error`} role="alert" className="text-sm text-red-700">
                {errors.message.message}
              </p>
            )}
          </div>
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </form>
        <aside aria-label="Contact details" className="space-y-4">
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
