import { describe, expect, it } from 'vitest';
import {
  bdPhoneNumberSchema,
  isPlaceholderEmail,
  localBdMobile,
  normalizeBdMobile,
  placeholderEmailFor,
} from './phone';

describe('normalizeBdMobile', () => {
  it.each([
    ['01711222333', '+8801711222333'],
    ['+8801711222333', '+8801711222333'],
    ['8801711222333', '+8801711222333'],
    ['01711-222333', '+8801711222333'],
    [' +880 1711 222 333 ', '+8801711222333'],
    ['০১৭১১-২২২৩৩৩', '+8801711222333'],
    ['+৮৮০১৯১২৩৪৫৬৭৮', '+8801912345678'],
    ['01312345678', '+8801312345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeBdMobile(input)).toBe(expected);
  });

  it.each([
    '',
    '0171122233',
    '017112223334',
    '01211222333',
    '02711222333',
    '+447911123456',
    '880-0171-1222333',
    '0171122233a',
    '+8808801711222333',
    '1'.repeat(60),
  ])('refuses %s', (input) => {
    expect(normalizeBdMobile(input)).toBeNull();
  });
});

describe('the local form and the placeholder e-mail', () => {
  it('gives orders the local form', () => {
    expect(localBdMobile('+8801711222333')).toBe('01711222333');
    expect(localBdMobile('01711222333')).toBe('01711222333');
  });

  it('recognises only its own placeholder', () => {
    const placeholder = placeholderEmailFor('+8801711222333');
    expect(placeholder).toBe('8801711222333@phone.invalid');
    expect(isPlaceholderEmail(placeholder)).toBe(true);
    expect(isPlaceholderEmail('8801711222333@PHONE.INVALID')).toBe(true);
    expect(isPlaceholderEmail('shopper@example.com')).toBe(false);
    expect(isPlaceholderEmail('phone.invalid@example.com')).toBe(false);
    expect(isPlaceholderEmail(null)).toBe(false);
  });
});

describe('bdPhoneNumberSchema', () => {
  it('turns what a person types into the stored form', () => {
    expect(bdPhoneNumberSchema.parse('০১৭১১-২২২৩৩৩')).toBe('+8801711222333');
  });

  it('says how to write the number when it is wrong', () => {
    const result = bdPhoneNumberSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('validation.phone.invalid');
  });
});
