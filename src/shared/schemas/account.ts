// storefront-spec.md "5. Validation rules". The server applies the same password and phone
// rules; the browser's check is only a preview.
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { msg, type Translator } from '../i18n/translator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-length';
import { PERMISSIONS, type Permission } from '../permissions';
import { isPlaceholderEmail } from '../phone';
import { USER_ROLES } from '../roles';
import { emailSchema, requiredText } from './common';
import { otpCodeSchema } from './phone-auth';

export const passwordSchema = z
  .string({ error: msg('validation.password.required') })
  .min(1, msg('validation.password.required'))
  .min(PASSWORD_MIN_LENGTH, msg('validation.password.tooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(PASSWORD_MAX_LENGTH, msg('validation.password.tooLong', { max: PASSWORD_MAX_LENGTH }));

const enteredPassword = z
  .string({ error: msg('validation.password.required') })
  .min(1, msg('validation.password.required'));

const INVALID_PHONE = msg('validation.phone.invalid');

/** Spaces, dashes and +880 / 880 are accepted; kept in the local form 01XXXXXXXXX. */
export const bdMobileSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?880/, '0'))
  .pipe(z.string().regex(/^01[3-9]\d{8}$/, INVALID_PHONE));

const optionalPhone = z
  .string()
  .trim()
  .max(20, INVALID_PHONE)
  .transform((value) => (value === '' ? null : value))
  .pipe(bdMobileSchema.nullable());

function confirmationMatches<Field extends string>(field: Field) {
  const matches = (form: Record<Field | 'confirmPassword', unknown>) =>
    form[field] === form.confirmPassword;
  return [matches, { error: msg('validation.password.mismatch'), path: ['confirmPassword'] }] as [
    typeof matches,
    { error: string; path: string[] },
  ];
}

/** The names sign-up carries besides Better Auth's own fields; the server checks them again. */
export const signUpNamesSchema = z.object({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
});

export const signUpSchema = signUpNamesSchema.extend({
  email: emailSchema,
  password: passwordSchema,
});

export const registerFormSchema = signUpSchema
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, {
      error: msg('validation.terms.required'),
    }),
  })
  .refine(...confirmationMatches('password'));
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginFormSchema = z.object({
  email: emailSchema,
  password: enteredPassword,
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** rememberMe defaults on; a password longer than any allowed is simply a wrong one. */
export const signInSchema = loginFormSchema.extend({
  password: enteredPassword.max(PASSWORD_MAX_LENGTH, msg('errors.auth.invalidCredentials')),
  rememberMe: z.boolean().default(true),
});

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: msg('errors.auth.resetLinkIncomplete') })
    .min(1, msg('errors.auth.resetLinkIncomplete')),
  newPassword: passwordSchema,
});

export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(...confirmationMatches('password'));
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: msg('errors.auth.currentPasswordRequired') })
    .min(1, msg('errors.auth.currentPasswordRequired')),
  newPassword: passwordSchema,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ currentPassword: enteredPassword, confirmPassword: z.string() })
  .refine(...confirmationMatches('newPassword'));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** What a shopper may change on their profile: never the e-mail or the role. */
export const profileUpdateSchema = z.strictObject({
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  phone: optionalPhone,
  address: z
    .string()
    .trim()
    .max(500, msg('validation.address.tooLong', { max: 500 }))
    .transform((value) => (value === '' ? null : value)),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const notificationSettingsSchema = z.strictObject({
  email: z.boolean({ error: msg('validation.boolean', { field: 'email' }) }),
  sms: z.boolean({ error: msg('validation.boolean', { field: 'sms' }) }),
  marketing: z.boolean({ error: msg('validation.boolean', { field: 'marketing' }) }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// DELETE /api/account: the password, or for a phone-made account the SMS code
// (POST /api/account/deletion-code). The server decides which it needs.
export const deleteAccountSchema = z
  .strictObject({
    password: enteredPassword.optional(),
    code: otpCodeSchema.optional(),
    /** Also remove the photos sent with returns (the returns stay with the kept orders). */
    removeReturnPhotos: z.boolean().optional(),
  })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    error: msg('validation.password.required'),
    path: ['password'],
  });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const deletePasswordFormSchema = z.object({ password: enteredPassword });
export const deletionCodeFormSchema = z.object({ code: otpCodeSchema });
export type DeletionCodeForm = z.input<typeof deletionCodeFormSchema>;

/** POST /api/account/email. Never a placeholder: no mail reaches one, so it can't be confirmed. */
export const addEmailSchema = z.strictObject({
  email: emailSchema.refine((email) => !isPlaceholderEmail(email), {
    error: msg('validation.email.invalid'),
  }),
});
export type AddEmailInput = z.input<typeof addEmailSchema>;

export const accountLanguageSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: msg('validation.language.invalid') }),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;

export const accountSchema = z.object({
  id: z.string(),
  /** Null for an account made with a phone number that has not added an e-mail. */
  email: z.string().nullable(),
  /** The verified sign-in number (+8801XXXXXXXXX), or null. */
  phoneNumber: z.string().nullable(),
  /** Whether the account has a password (one made by phone has none and confirms by SMS code). */
  hasPassword: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: z.enum(USER_ROLES),
  isAdmin: z.boolean(),
  /** Role key (owner, packing, …) and its permissions; the admin shows only those. */
  staffRole: z.string().nullable(),
  permissions: z.array(z.enum(PERMISSIONS as [Permission, ...Permission[]])),
  notifications: notificationSettingsSchema,
  /** The saved language; null until the shopper picks one (or for accounts from before). */
  language: z.enum(LANGUAGES).nullable(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /api/account: the account, or null for a visitor who is not signed in. */
export const sessionAccountSchema = z.object({ account: accountSchema.nullable() });

export function describeWait(translator: Pick<Translator, 't'>, seconds: number): string {
  if (seconds < 60) {
    return translator.t('validation.wait.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  }
  return translator.t('validation.wait.minutes', { count: Math.ceil(seconds / 60) });
}
