import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { isOnlineMethod } from '#shared/payments';
import type { Order } from '#shared/schemas/order';
import type { PaymentLink } from '#shared/schemas/payment-link';
import { Button } from '../../../../components/ui/button';
import { useApiErrorText } from '../../../../lib/api-errors';
import { useI18n } from '../../../../lib/i18n';
import { useSendPaymentLink } from '../../api/orders-payment-link';
import { FormErrorAlert } from '../layout/form-error-alert';
import { DetailSection } from './detail-section';

/** The orders a link can still help: waiting for an online payment or a COD confirmation. */
export function awaitsPayment(order: Order): boolean {
  const method = order.paymentMethod;
  return (
    order.status === 'pending' &&
    order.paymentStatus === 'pending' &&
    (isOnlineMethod(method) || method === 'cod')
  );
}

/**
 * "Send payment link" (issue 39, docs/decisions/034): the server texts the customer a link to pay
 * or confirm cash on delivery; the link shows here to copy into the chat. Sending again replaces it.
 */
export function PaymentLinkPanel({ order }: { order: Order }) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const send = useSendPaymentLink(order.id);
  if (!awaitsPayment(order)) return null;
  const link = send.data;

  return (
    <DetailSection title={t('admin.payLink.title')}>
      <p className="mb-3 text-sm text-stone-700">{t('admin.payLink.help')}</p>
      <FormErrorAlert message={send.isError ? (errorText(send.error) ?? null) : null} />
      {link && <PaymentLinkBox key={link.url} link={link} phone={order.phone} />}
      <Button
        type="button"
        variant={link ? 'outline' : 'default'}
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        <Link2 aria-hidden="true" />
        {t(
          send.isPending
            ? 'admin.payLink.sending'
            : link
              ? 'admin.payLink.again'
              : 'admin.payLink.send',
        )}
      </Button>
    </DetailSection>
  );
}

/** A link just made: what happened to its SMS, the link to copy into the chat, and its end. */
export function PaymentLinkBox({ link, phone }: { link: PaymentLink; phone: string }) {
  const { t, dateTime } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="mb-3 space-y-2">
      <p role="status" className="text-sm text-emerald-800">
        {t(link.smsQueued ? 'admin.payLink.sent' : 'admin.payLink.notSent', { phone })}
      </p>
      <div className="flex gap-2">
        <input
          readOnly
          value={link.url}
          aria-label={t('admin.payLink.url')}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-stone-300 bg-stone-50 px-2 py-2 font-mono text-xs"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t(copied ? 'admin.payLink.copied' : 'admin.payLink.copy')}
        </Button>
      </div>
      <p className="text-xs text-stone-600">
        {t('admin.payLink.expires', { when: dateTime(link.expiresAt) })}
      </p>
    </div>
  );
}
