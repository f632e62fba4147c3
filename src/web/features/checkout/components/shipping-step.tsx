import type { ChangeEvent, ReactNode } from 'react';
import { PlaceFields } from '../../../components/address/place-fields';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useI18n } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';
import type { ShippingErrors, ShippingField, ShippingValues } from '../utils/checkout-form';

type ShippingStepProps = {
  values: ShippingValues;
  errors: ShippingErrors;
  onChange: (field: ShippingField, value: string) => void;
  /** Signed in by phone: the e-mail may be left blank. */
  emailOptional?: boolean;
  /** The saved addresses to pick from, above the fields (none for a first order). */
  picker?: ReactNode;
  /** A saved address is picked: it is shown in the picker, so only the e-mail is asked. */
  addressPicked?: boolean;
  /** The saved addresses are on their way: a placeholder, so the fields do not jump away. */
  addressesLoading?: boolean;
  /** "Save this address for next time", under a new address. */
  saveChoice?: ReactNode;
};

export const shippingFieldId = (field: ShippingField) => `checkout-${field}`;

export function ShippingStep({
  values,
  errors,
  onChange,
  emailOptional = false,
  picker,
  addressPicked = false,
  addressesLoading = false,
  saveChoice,
}: ShippingStepProps) {
  const { t } = useI18n();
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
          emailOptional ? (
            <>
              {t('checkout.shipping.email')}{' '}
              <span className="font-normal text-stone-600">{t('checkout.optional')}</span>
            </>
          ) : (
            t('checkout.shipping.email')
          )
        }
        required={!emailOptional}
        hint={emailOptional ? t('checkout.shipping.emailOptionalHint') : undefined}
        type="email"
        autoComplete="email"
      />
      {picker}
      {addressesLoading && <Skeleton className="h-40" aria-busy="true" />}
      {!addressPicked && !addressesLoading && (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('firstName')}
              label={t('checkout.shipping.firstName')}
              required
              autoComplete="given-name"
            />
            <TextField
              {...field('lastName')}
              label={t('checkout.shipping.lastName')}
              required
              autoComplete="family-name"
            />
          </div>
          <TextField
            {...field('address')}
            label={t('checkout.shipping.address')}
            required
            autoComplete="street-address"
            placeholder={t('checkout.shipping.addressPlaceholder')}
          />
          <PlaceFields
            idPrefix="checkout"
            district={values.district}
            area={values.area}
            errors={errors}
            onChange={onChange}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...field('city')}
              label={t('checkout.shipping.city')}
              required
              autoComplete="address-level2"
            />
            <TextField
              {...field('zipCode')}
              label={
                <>
                  {t('checkout.shipping.zipCode')}{' '}
                  <span className="font-normal text-stone-600">{t('checkout.optional')}</span>
                </>
              }
              autoComplete="postal-code"
              inputMode="numeric"
            />
          </div>
          <TextField
            {...field('phone')}
            label={t('checkout.shipping.phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // The number is typed in ASCII digits (the mobile number check reads those), so is its hint.
            placeholder="01XXXXXXXXX"
          />
          {saveChoice}
        </>
      )}
      <p className="text-xs text-stone-600">
        {richText(t('checkout.shipping.requiredNote'), {
          star: <span className="text-red-700">*</span>,
        })}
      </p>
    </div>
  );
}
