/** Common passwords (zxcvbn-ts's list); those under the minimum length are left to that rule. */
import { dictionary } from '@zxcvbn-ts/language-common';
import { msg } from '#shared/i18n/translator';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';

const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

export const COMMON_PASSWORD_MESSAGE = msg('errors.auth.commonPassword');

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
