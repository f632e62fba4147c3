import { type FormEvent, useId, useState } from 'react';
import { type AddressInput, addressInputSchema, type SavedAddress } from '#shared/schemas/address';
import { PlaceFields } from '../../../components/address/place-fields';
import { Button } from '../../../components/ui/button';
import { useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveAddress } from '../api/save-address';
import { TextField } from './form-field';

type Values = Required<{ [Field in keyof AddressInput]: NonNullable<AddressInput[Field]> }>;
type Field = keyof Values;

export function addressValues(address: SavedAddress | null, fallback: Partial<Values>): Values {
  return {
    label: address?.label ?? '',
    firstName: address?.firstName ?? fallback.firstName ?? '',
    lastName: address?.lastName ?? fallback.lastName ?? '',
    phone: address?.phone ?? fallback.phone ?? '',
    address: address?.address ?? '',
    district: address?.district ?? '',
    area: address?.area ?? '',
    city: address?.city ?? '',
    zipCode: address?.zipCode ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** The first problem of each field, as catalogue keys (FormField reads them in the language). */
function errorsOf(values: Values): Partial<Record<Field, string>> {
  const parsed = addressInputSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

/** Adds an address (`id` null) or changes one; the server checks it again. */
export function AddressForm({
  id,
  initial,
  onDone,
}: {
  id: number | null;
  initial: Values;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const save = useSaveAddress();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const edit = (field: Field, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: Exclude<Field, 'isDefault'>) => ({
    id: `${formId}-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync({ id, address: values });
      toast.success(t('address.toast.saved'));
      onDone();
    } catch (error) {
      toast.error(t('address.toast.failed'), { description: errorText(error) });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${formId}-heading`}
      className="space-y-5 rounded-lg border border-stone-200 p-4"
    >
      <h3 id={`${formId}-heading`} className="font-medium text-stone-900">
        {t(id === null ? 'address.form.addHeading' : 'address.form.editHeading')}
      </h3>
      <TextField
        {...text('label')}
        label={
          <>
            {t('address.form.label')}{' '}
            <span className="font-normal text-stone-600">{t('address.optional')}</span>
          </>
        }
        placeholder={t('address.form.labelHint')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('firstName')} label={t('account.field.firstName')} required />
        <TextField {...text('lastName')} label={t('account.field.lastName')} required />
      </div>
      <TextField
        {...text('phone')}
        label={t('account.field.phone')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
      />
      <TextField
        {...text('address')}
        label={t('account.field.address')}
        required
        autoComplete="street-address"
      />
      <PlaceFields
        idPrefix={formId}
        district={values.district}
        area={values.area}
        errors={errors}
        onChange={edit}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...text('city')}
          label={t('address.city')}
          required
          autoComplete="address-level2"
        />
        <TextField
          {...text('zipCode')}
          label={
            <>
              {t('address.zipCode')}{' '}
              <span className="font-normal text-stone-600">{t('address.optional')}</span>
            </>
          }
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={values.isDefault}
          disabled={save.isPending}
          onChange={(event) => edit('isDefault', event.target.checked)}
          className="size-4 accent-rose-700"
        />
        {t('address.form.isDefault')}
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t(save.isPending ? 'address.form.saving' : 'address.form.save')}
        </Button>
        <Button type="button" variant="outline" disabled={save.isPending} onClick={onDone}>
          {t('address.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
