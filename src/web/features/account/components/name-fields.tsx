/**
 * First and last name side by side, as sign-up (e-mail or phone) and the profile ask them: one
 * markup, so the labels, autocomplete hints and error wiring stay the same everywhere.
 */
import { useI18n } from '../../../lib/i18n';
import { TextField } from './form-field';

type NameField = 'firstName' | 'lastName';

/** What a form's `register(name)` gives an input (lib/schema-form). */
type Registered = {
  name: string;
  ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => void;
  onFocus: () => void;
  onChange: () => unknown;
};

export function NameFields({
  id,
  register,
  errors,
  disabled,
  autoFocus = false,
  labels,
}: {
  /** Prefix of the inputs' ids: `${id}-first-name`, `${id}-last-name`. */
  id: string;
  register: (name: NameField) => Registered;
  errors: Partial<Record<NameField, { message: string } | undefined>>;
  disabled: boolean;
  autoFocus?: boolean;
  /** The sheet carries its own words (it loads the phone catalogue alone). */
  labels?: { firstName: string; lastName: string };
}) {
  const { t } = useI18n();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id={`${id}-first-name`}
        label={labels?.firstName ?? t('account.field.firstName')}
        autoComplete="given-name"
        error={errors.firstName?.message}
        disabled={disabled}
        autoFocus={autoFocus}
        {...register('firstName')}
      />
      <TextField
        id={`${id}-last-name`}
        label={labels?.lastName ?? t('account.field.lastName')}
        autoComplete="family-name"
        error={errors.lastName?.message}
        disabled={disabled}
        {...register('lastName')}
      />
    </div>
  );
}
