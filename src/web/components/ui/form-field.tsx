/**
 * The frame of every form field: label (with * when required), the control, a hint, and the
 * validation error, announced when it appears and tied to the control with aria-describedby.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { Input } from './input';
import { Label } from './label';

export type FieldFrame = {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
};

/** The ids a control points to with aria-describedby: its hint and its error, when shown. */
export function describedBy({
  id,
  error,
  hint,
}: Pick<FieldFrame, 'id' | 'error' | 'hint'>): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: FieldFrame & { children: ReactNode }) {
  // Schema messages are catalogue keys (msg()); they are read in the shopper's language here.
  const { message } = useI18n();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldFrame & Omit<ComponentProps<'input'>, 'id' | 'required'>;

/** A labelled input; `required` marks the label and tells assistive technology. */
export function TextField({ id, label, required, error, hint, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, hint })}
        {...input}
      />
    </FormField>
  );
}
