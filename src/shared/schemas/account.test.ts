import { describe, expect, it } from 'vitest';
import { bdMobileSchema, describeWait, registerFormSchema } from './account';

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['880 1912-345 678', '01912345678'],
    ['013 1234 5678', '01312345678'],
  ])('accepts %s as %s', (input, stored) => {
    expect(bdMobileSchema.parse(input)).toBe(stored);
  });

  it.each(['01212345678', '0171234567', '017123456789', '+91 9812345678', 'phone'])(
    'refuses %s',
    (input) => {
      expect(bdMobileSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('the registration form', () => {
  const form = {
    firstName: 'Mou',
    lastName: 'Rahman',
    email: 'mou@example.com',
    password: 'bhapa-pitha',
    confirmPassword: 'bhapa-pitha',
    acceptTerms: true,
  };

  it('needs matching passwords and accepted terms, with the spec’s words', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
    const mismatch = registerFormSchema.safeParse({ ...form, confirmPassword: 'other' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
    const short = registerFormSchema.safeParse({
      ...form,
      password: 'abc',
      confirmPassword: 'abc',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters long');
    const terms = registerFormSchema.safeParse({ ...form, acceptTerms: false });
    expect(terms.error?.issues[0]?.path).toEqual(['acceptTerms']);
  });
});

describe('waits', () => {
  it('reads as a person would say it', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(42)).toBe('42 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(899)).toBe('15 minutes');
  });
});
