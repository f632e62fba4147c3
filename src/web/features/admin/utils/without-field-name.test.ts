import { expect, it } from 'vitest';
import { withoutFieldName } from './without-field-name';

it("drops the field's name a refusal starts with, and only that", () => {
  expect(withoutFieldName('hours: Must be 0 to 72', 'hours')).toBe('Must be 0 to 72');
  expect(withoutFieldName('factor: Must be 1 to 100', 'hours')).toBe('factor: Must be 1 to 100');
  expect(withoutFieldName('Sign in first', 'hours')).toBe('Sign in first');
});
