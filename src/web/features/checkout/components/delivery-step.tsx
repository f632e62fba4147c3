import { Building2, Truck } from 'lucide-react';
import { formatMoney } from '#shared/money';
import { LOCATION_LABELS } from '#shared/order-display';
import { type DeliveryLocation, SHIPPING_FEES } from '#shared/pricing';
import { type RadioCardOption, RadioCards } from './radio-cards';

const OPTIONS: readonly RadioCardOption<DeliveryLocation>[] = [
  {
    value: 'dhaka',
    title: LOCATION_LABELS.dhaka,
    icon: Building2,
    aside: formatMoney(SHIPPING_FEES.dhaka),
    description: 'Delivery within Dhaka city.',
  },
  {
    value: 'outside',
    title: LOCATION_LABELS.outside,
    icon: Truck,
    aside: formatMoney(SHIPPING_FEES.outside),
    description: 'Delivery anywhere else in Bangladesh.',
  },
];

export function DeliveryStep({
  value,
  onChange,
}: {
  value: DeliveryLocation;
  onChange: (location: DeliveryLocation) => void;
}) {
  return (
    <RadioCards
      name="location"
      legend="Delivery location"
      value={value}
      options={OPTIONS}
      onChange={onChange}
    />
  );
}
