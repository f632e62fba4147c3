import type { ReactNode } from 'react';
import { Label } from '../../../../components/ui/label';

type FieldFrame = { id: string; error?: string | undefined; hint?: ReactNode };

/** The ids an input points to with aria-describedby: its hint and its error, when shown. */
export function describedBy({ id, error, hint }: FieldFrame): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label above (with * when required), the control, then a hint and the error when there is one. */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  children,
}: FieldFrame & { label: string; required?: boolean; children: ReactNode }) {
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
          {error}
        </p>
      )}
    </div>
  );
}
