/**
 * A small form hook for the storefront's forms (sign-in, registration, passwords, account,
 * contact), in place of react-hook-form + zodResolver: those two and zod cost ~35 KB gzip, which
 * put every form page over the 90 KB first-load budget (docs/decisions/007).
 *
 * It keeps react-hook-form's behaviour that shoppers see: inputs stay uncontrolled, nothing is
 * checked until the first submit, after which each change re-checks its own field; a refused
 * submit focuses the first field in error. The rules are still the shared zod schema, loaded by
 * `loadSchema` (a dynamic import) when the shopper first focuses or types in the form, and awaited
 * on submit, so no request leaves before the schema has passed the values.
 */
import type { FormEvent } from 'react';
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type FieldErrors<Name extends string> = Partial<Record<Name, { message: string }>>;
type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message for each field, keyed as react-hook-form's zodResolver keys them. */
export function fieldErrors<Name extends string>(issues: readonly Issue[]): FieldErrors<Name> {
  const errors: Record<string, { message: string }> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.');
    errors[name] ??= { message: issue.message };
  }
  return errors as FieldErrors<Name>;
}

function readValue(element: FieldElement): unknown {
  return element instanceof HTMLInputElement && element.type === 'checkbox'
    ? element.checked
    : element.value;
}

function writeValue(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    element.checked = Boolean(value);
  } else {
    element.value = value == null ? '' : String(value);
  }
}

export function useSchemaForm<Values extends Record<string, unknown>, Output = Values>({
  loadSchema,
  defaultValues,
}: {
  loadSchema: () => Promise<z.ZodType<Output, Values>>;
  defaultValues: Values;
}) {
  type Name = keyof Values & string;
  const fields = useRef(new Map<Name, FieldElement>());
  const filled = useRef(new WeakSet<FieldElement>());
  const defaults = useRef(defaultValues);
  const submitted = useRef(false);
  const schema = useRef<Promise<z.ZodType<Output, Values>> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});

  // Started on first focus or input, so the schema is usually there before the shopper submits.
  const schemaReady = useCallback(() => {
    schema.current ??= loadSchema();
    return schema.current;
  }, [loadSchema]);

  const values = useCallback(() => {
    const current: Record<string, unknown> = { ...defaults.current };
    for (const [name, element] of fields.current) current[name] = readValue(element);
    return current;
  }, []);

  const check = useCallback(async () => {
    const result = await (await schemaReady()).safeParseAsync(values());
    return result.success
      ? ({ ok: true, data: result.data, errors: {} as FieldErrors<Name> } as const)
      : ({ ok: false, errors: fieldErrors<Name>(result.error.issues) } as const);
  }, [schemaReady, values]);

  const register = (name: Name) => ({
    name,
    ref: (element: FieldElement | null) => {
      if (!element) return;
      fields.current.set(name, element);
      // Fill each element once: later renders must not overwrite what the shopper typed.
      if (filled.current.has(element)) return;
      filled.current.add(element);
      writeValue(element, defaults.current[name]);
    },
    onFocus: () => void schemaReady(),
    onChange: async () => {
      void schemaReady();
      if (!submitted.current) return;
      const message = (await check()).errors[name];
      setErrors((shown) => {
        const next = { ...shown };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    },
  });

  const handleSubmit =
    (onValid: (values: Output) => unknown) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const result = await check();
      submitted.current = true;
      setErrors(result.errors);
      if (!result.ok) {
        const firstInError = [...fields.current].find(([name]) => result.errors[name]);
        firstInError?.[1].focus();
        return;
      }
      await onValid(result.data);
    };

  const setError = useCallback((name: Name, error: { message: string }) => {
    setErrors((shown) => ({ ...shown, [name]: error }));
  }, []);

  /** Back to `next` (or the defaults) with no errors, as before the first submit. */
  const reset = useCallback((next?: Values) => {
    if (next) defaults.current = next;
    for (const [name, element] of fields.current) writeValue(element, defaults.current[name]);
    submitted.current = false;
    setErrors({});
  }, []);

  return { register, handleSubmit, setError, reset, formState: { errors } };
}
