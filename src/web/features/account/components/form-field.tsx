import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { describedBy, FormField, type TextFieldProps } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

export { describedBy, FormField, TextField } from '../../../components/ui/form-field';

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, error, hint })}
          className={cn('pr-12', className)}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-stone-600 hover:text-stone-900 disabled:opacity-50"
          aria-label={t(visible ? 'account.password.hide' : 'account.password.show')}
          aria-controls={id}
          aria-pressed={visible}
          disabled={input.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? (
            <EyeOff className="size-5" aria-hidden="true" />
          ) : (
            <Eye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </FormField>
  );
}

export function CheckboxField({
  id,
  error,
  children,
  ...input
}: { id: string; error?: string | undefined; children: ReactNode } & Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'children'
>) {
  // Schema messages are catalogue keys (msg()), as in FormField.
  const { message } = useI18n();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-rose-700 disabled:cursor-not-allowed"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}

/** Tells password managers whose password a form asks for; people never see it. */
export function AccountUsername({ email }: { email: string }) {
  return (
    <input
      type="email"
      name="username"
      autoComplete="username"
      value={email}
      readOnly
      hidden
      tabIndex={-1}
    />
  );
}
