import { Building2, Truck } from 'lucide-react';
import { locationLabel } from '#shared/order-display';
import { type DeliveryLocation, SHIPPING_FEES } from '#shared/pricing';
import { useI18n } from '../../../lib/i18n';
import { type RadioCardOption, RadioCards } from './radio-cards';

export function DeliveryStep({
  value,
  onChange,
}: {
  value: DeliveryLocation;
  onChange: (location: DeliveryLocation) => void;
}) {
  const { t, money } = useI18n();
  const options: readonly RadioCardOption<DeliveryLocation>[] = [
    {
      value: 'dhaka',
      title: locationLabel(t, 'dhaka'),
      icon: Building2,
      aside: money(SHIPPING_FEES.dhaka),
      description: t('checkout.delivery.dhaka'),
    },
    {
      value: 'outside',
      title: locationLabel(t, 'outside'),
      icon: Truck,
      aside: money(SHIPPING_FEES.outside),
      description: t('checkout.delivery.outside'),
    },
  ];
  return (
    <RadioCards
      name="location"
      legend={t('checkout.delivery.legend')}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
