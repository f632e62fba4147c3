/**
 * Common passwords (zxcvbn-ts's list), refused at sign-up, reset and change; shorter ones than the
 * minimum length are left out, as the length rule refuses them anyway.
 */
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
