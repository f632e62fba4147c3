import { Building2, Truck } from 'lucide-react';
import { locationOfDistrict } from '#shared/addresses';
import { districtLabel } from '#shared/districts';
import { locationLabel } from '#shared/order-display';
import { type DeliveryLocation, SHIPPING_FEES } from '#shared/pricing';
import { useI18n } from '../../../lib/i18n';
import { type RadioCardOption, RadioCards } from './radio-cards';

/**
 * Step 2, the spec's delivery location. The district from step 1 decides it (Dhaka district is
 * inside, every other one outside), so the other choice is shown but cannot be picked: the server
 * refuses an order whose location and district disagree.
 */
export function DeliveryStep({
  value,
  district,
  onChange,
}: {
  value: DeliveryLocation;
  district: string;
  onChange: (location: DeliveryLocation) => void;
}) {
  const { t, money, language } = useI18n();
  const decided = district ? locationOfDistrict(district) : null;
  const options: readonly RadioCardOption<DeliveryLocation>[] = [
    {
      value: 'dhaka',
      title: locationLabel(t, 'dhaka'),
      icon: Building2,
      aside: money(SHIPPING_FEES.dhaka),
      description: t('checkout.delivery.dhaka'),
      disabled: decided !== null && decided !== 'dhaka',
    },
    {
      value: 'outside',
      title: locationLabel(t, 'outside'),
      icon: Truck,
      aside: money(SHIPPING_FEES.outside),
      description: t('checkout.delivery.outside'),
      disabled: decided !== null && decided !== 'outside',
    },
  ];
  return (
    <div className="space-y-3">
      <RadioCards
        name="location"
        legend={t('checkout.delivery.legend')}
        value={value}
        options={options}
        onChange={onChange}
      />
      {decided && (
        <p className="text-sm text-stone-600">
          {t('checkout.delivery.byDistrict', { district: districtLabel(district, language) })}
        </p>
      )}
    </div>
  );
}
