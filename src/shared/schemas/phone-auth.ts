// Phone sign-in bodies and answers; the server checks every body with these before Better Auth's
// phone-number plugin sees it.
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { bdPhoneNumberSchema } from '../phone';
import { requiredText } from './common';

export const OTP_LENGTH = 6;
export const OTP_LIFETIME_SECONDS = 5 * 60;

const BANGLA_ZERO = '০'.charCodeAt(0);

/** The code as typed ('১২৩ ৪৫৬' too), as its 6 plain digits. */
export const otpCodeSchema = z
  .string({ error: msg('validation.otp.invalid') })
  .max(20, msg('validation.otp.invalid'))
  .transform((value) =>
    value
      .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO))
      .replace(/[\s-]/g, ''),
  )
  .pipe(z.string().regex(/^\d{6}$/, msg('validation.otp.invalid')));

export const sendOtpSchema = z.object({ phoneNumber: bdPhoneNumberSchema });
export type SendOtpInput = z.input<typeof sendOtpSchema>;

/** Its 200 answer: the same whether or not the number has an account. */
export const sendOtpResponseSchema = z.object({ status: z.literal(true) });

// Names are asked only for a new number (NAMES_REQUIRED); updatePhoneNumber, signed in, puts the
// verified number on the current account instead of signing in.
export const verifyPhoneSchema = z.object({
  phoneNumber: bdPhoneNumberSchema,
  code: otpCodeSchema,
  firstName: requiredText('First name', 50).optional(),
  lastName: requiredText('Last name', 50).optional(),
  rememberMe: z.boolean().default(true),
  updatePhoneNumber: z.boolean().default(false),
});
export type VerifyPhoneInput = z.input<typeof verifyPhoneSchema>;

/** Its 200 answer; the session cookie comes with it. */
export const verifyPhoneResponseSchema = z.object({ status: z.literal(true) });

/** `code` of the 4xx answers the web reacts to (the body is apiErrorSchema). */
export const PHONE_AUTH_ERROR_CODES = {
  /** 422: the code is right but the number is new; send again with firstName and lastName. */
  namesRequired: 'NAMES_REQUIRED',
  /** 400: wrong code (it stays usable until 5 wrong tries). */
  invalidOtp: 'INVALID_OTP',
  otpExpired: 'OTP_EXPIRED',
  /** 400: no code waits for this number (used, voided, or never sent). */
  otpNotFound: 'OTP_NOT_FOUND',
  /** 403: too many wrong codes; the code is void. */
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** 400: updatePhoneNumber with a number verified on another account. */
  numberTaken: 'PHONE_NUMBER_EXIST',
} as const;
