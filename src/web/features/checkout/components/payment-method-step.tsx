import { Banknote, CreditCard, Landmark, Smartphone, Zap } from 'lucide-react';
import { paymentMethodLabel } from '#shared/order-display';
import type { OnlinePaymentMethod } from '#shared/payments';
import { COD_CHARGE_RATE, type DeliveryLocation, type PaymentMethod } from '#shared/pricing';
import { type I18n, useI18n } from '../../../lib/i18n';
import { type RadioCardOption, RadioCards } from './radio-cards';

function optionsFor(
  { t, number }: I18n,
  location: DeliveryLocation,
  online: readonly OnlinePaymentMethod[],
): readonly RadioCardOption<PaymentMethod>[] {
  // The online methods (issue 20) only when the server has their gateway's settings; first, as
  // the quickest way to pay, with the manual ones and cash on delivery after them as before.
  const onlineOptions: RadioCardOption<PaymentMethod>[] = [];
  if (online.includes('bkash_online')) {
    onlineOptions.push({
      value: 'bkash_online',
      title: paymentMethodLabel(t, 'bkash_online'),
      icon: Zap,
      description: t('payments.method.bkashOnline'),
    });
  }
  if (online.includes('sslcommerz')) {
    onlineOptions.push({
      value: 'sslcommerz',
      title: paymentMethodLabel(t, 'sslcommerz'),
      icon: CreditCard,
      description: t('payments.method.sslcommerz'),
    });
  }
  return [
    ...onlineOptions,
    {
      value: 'bkash',
      title: paymentMethodLabel(t, 'bkash'),
      icon: Smartphone,
      description: t('checkout.payment.bkash'),
    },
    {
      value: 'bank',
      title: paymentMethodLabel(t, 'bank'),
      icon: Landmark,
      description: t('checkout.payment.bank'),
    },
    {
      value: 'cod',
      title: paymentMethodLabel(t, 'cod'),
      icon: Banknote,
      description:
        location === 'outside'
          ? t('checkout.payment.codOutside', { percent: `${number(COD_CHARGE_RATE * 100)}%` })
          : t('checkout.payment.cod'),
    },
  ];
}

export function PaymentMethodStep({
  value,
  location,
  online = [],
  onChange,
}: {
  value: PaymentMethod;
  location: DeliveryLocation;
  /** The online methods the shop offers (GET /api/shop); none until it answers. */
  online?: readonly OnlinePaymentMethod[] | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const i18n = useI18n();
  return (
    <RadioCards
      name="paymentMethod"
      legend={i18n.t('checkout.payment.legend')}
      value={value}
      options={optionsFor(i18n, location, online)}
      onChange={onChange}
    />
  );
}
