import { Banknote, Landmark, Smartphone } from 'lucide-react';
import { paymentMethodLabel } from '#shared/order-display';
import { COD_CHARGE_RATE, type DeliveryLocation, type PaymentMethod } from '#shared/pricing';
import { type I18n, useI18n } from '../../../lib/i18n';
import { type RadioCardOption, RadioCards } from './radio-cards';

function optionsFor(
  { t, number }: I18n,
  location: DeliveryLocation,
): readonly RadioCardOption<PaymentMethod>[] {
  return [
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
  onChange,
}: {
  value: PaymentMethod;
  location: DeliveryLocation;
  onChange: (method: PaymentMethod) => void;
}) {
  const i18n = useI18n();
  return (
    <RadioCards
      name="paymentMethod"
      legend={i18n.t('checkout.payment.legend')}
      value={value}
      options={optionsFor(i18n, location)}
      onChange={onChange}
    />
  );
}
