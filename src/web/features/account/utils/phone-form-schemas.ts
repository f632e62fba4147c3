/** The phone sign-in form's three steps, by the rules the server applies (#shared/schemas/phone-auth). */
import { z } from 'zod';
import { bdPhoneNumberSchema } from '#shared/phone';
import { signUpNamesSchema } from '#shared/schemas/account';
import { otpCodeSchema } from '#shared/schemas/phone-auth';

export const phoneNumberFormSchema = z.object({
  phoneNumber: bdPhoneNumberSchema,
  rememberMe: z.boolean(),
});
export type PhoneNumberForm = z.input<typeof phoneNumberFormSchema>;

export const phoneCodeFormSchema = z.object({ code: otpCodeSchema });
export type PhoneCodeForm = z.input<typeof phoneCodeFormSchema>;

export const phoneNamesFormSchema = signUpNamesSchema;
export type PhoneNamesForm = z.input<typeof phoneNamesFormSchema>;
