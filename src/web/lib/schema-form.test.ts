import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '#shared/i18n/catalogues';
import { createTranslator } from '#shared/i18n/translator';
import { registerFormSchema } from '#shared/schemas/account';
import { fieldErrors } from './schema-form';

const { message } = createTranslator('en', ALL_MESSAGES.en);
const filled = {
  firstName: 'Rina',
  lastName: 'Akter',
  email: 'rina@example.com',
  password: 'secret12',
  confirmPassword: 'secret12',
  acceptTerms: true,
};

/** The errors the form would show for these values, read in English. */
function shown(values: Record<string, unknown>) {
  const result = registerFormSchema.safeParse(values);
  if (result.success) return {};
  const errors = fieldErrors<string>(result.error.issues);
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [name, message(error?.message ?? '')]),
  );
}

describe('the storefront forms’ errors', () => {
  it('keeps the first message of each field, as zodResolver did', () => {
    // An empty password breaks both "required" and "too short": only the first is shown.
    expect(shown({ ...filled, password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('puts cross-field refinements on their field', () => {
    expect(shown({ ...filled, confirmPassword: 'secret13', acceptTerms: false })).toEqual({
      confirmPassword: 'Passwords do not match',
      acceptTerms: 'Please accept the Terms of Service and Privacy Policy',
    });
  });

  it('shows nothing for valid values', () => {
    expect(shown(filled)).toEqual({});
  });

  it('names nested fields by their dotted path', () => {
    expect(fieldErrors([{ path: ['address', 0, 'city'], message: 'm' }])).toEqual({
      'address.0.city': { message: 'm' },
    });
  });
});
