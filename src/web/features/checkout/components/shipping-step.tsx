import type { ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import type { ShippingErrors, ShippingField, ShippingValues } from '../utils/checkout-form';

type ShippingStepProps = {
  values: ShippingValues;
  errors: ShippingErrors;
  onChange: (field: ShippingField, value: string) => void;
};

export const shippingFieldId = (field: ShippingField) => `checkout-${field}`;

export function ShippingStep({ values, errors, onChange }: ShippingStepProps) {
  const field = (name: ShippingField) => ({
    id: shippingFieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });
  return (
    <div className="space-y-5">
      <TextField {...field('email')} label="Email" required type="email" autoComplete="email" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('firstName')} label="First Name" required autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" required autoComplete="family-name" />
      </div>
      <TextField
        {...field('address')}
        label="Address"
        required
        autoComplete="street-address"
        placeholder="House, road, area"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('city')} label="City" required autoComplete="address-level2" />
        <TextField
          {...field('zipCode')}
          label={
            <>
              ZIP Code <span className="font-normal text-stone-600">(optional)</span>
            </>
          }
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <TextField
        {...field('phone')}
        label="Phone"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
      />
      <p className="text-xs text-stone-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
    </div>
  );
}
