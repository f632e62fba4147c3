import { MapPin, Plus } from 'lucide-react';
import { addressLineOf, placeLine } from '#shared/districts';
import type { SavedAddress } from '#shared/schemas/address';
import { useI18n } from '../../../lib/i18n';
import { type RadioCardOption, RadioCards } from './radio-cards';

export type AddressChoice = number | 'new';

/** Step 1's "Deliver to": the shopper's saved addresses (the default first), or a new one. */
export function SavedAddressPicker({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly SavedAddress[];
  value: AddressChoice;
  onChange: (choice: AddressChoice) => void;
}) {
  const { t, language } = useI18n();
  const options: RadioCardOption<string>[] = addresses.map((address) => {
    const place = placeLine(address, language);
    return {
      value: String(address.id),
      title: address.label ?? place,
      icon: MapPin,
      aside: address.isDefault ? (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
          {t('address.picker.default')}
        </span>
      ) : undefined,
      description: (
        <>
          {address.firstName} {address.lastName} · {address.phone}
          <br />
          {addressLineOf(address, language)}
        </>
      ),
    };
  });
  options.push({ value: 'new', title: t('address.picker.new'), icon: Plus });
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-stone-900" id="saved-address-legend">
        {t('address.picker.legend')}
      </p>
      <RadioCards
        name="saved-address"
        legend={t('address.picker.legend')}
        value={String(value)}
        options={options}
        onChange={(chosen) => onChange(chosen === 'new' ? 'new' : Number(chosen))}
      />
    </div>
  );
}
