import type { ChangeEvent } from 'react';
import type { ShippingErrors, ShippingField, ShippingValues } from '../utils/checkout-form';
import { Required, TextField } from './text-field';

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
      <TextField
        {...field('email')}
        label={
          <>
            Email
            <Required />
          </>
        }
        type="email"
        autoComplete="email"
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('firstName')}
          label={
            <>
              First Name
              <Required />
            </>
          }
          autoComplete="given-name"
          required
        />
        <TextField
          {...field('lastName')}
          label={
            <>
              Last Name
              <Required />
            </>
          }
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        {...field('address')}
        label={
          <>
            Address
            <Required />
          </>
        }
        autoComplete="street-address"
        placeholder="House, road, area"
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('city')}
          label={
            <>
              City
              <Required />
            </>
          }
          autoComplete="address-level2"
          required
        />
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
        label={
          <>
            Phone
            <Required />
          </>
        }
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
        required
      />
      <p className="text-xs text-stone-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
    </div>
  );
}
