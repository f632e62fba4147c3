import { z } from 'zod';
import { msg } from '../i18n/translator';

/** The error body every failing API call returns. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** A stable name for errors the web reacts to (EMAIL_NOT_VERIFIED, TOO_MANY_ATTEMPTS…). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The fields requiredText serves, by the label its English messages start with. */
const TEXT_FIELDS = {
  'First name': 'firstName',
  'Last name': 'lastName',
  Name: 'name',
  Subject: 'subject',
  Message: 'message',
  Address: 'address',
  City: 'city',
  Title: 'title',
  Review: 'review',
} as const;
export type TextFieldLabel = keyof typeof TEXT_FIELDS;

/**
 * A limit as a message parameter. The translator groups thousands ("5,000"), while the spec
 * writes large limits ungrouped ("5000"), so those travel as text.
 */
export function limitParam(limit: number): number | string {
  return limit < 1000 ? limit : String(limit);
}

export function requiredText(label: TextFieldLabel, max: number) {
  const field = TEXT_FIELDS[label];
  const required = msg(`validation.${field}.required`);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, msg(`validation.${field}.tooLong`, { max: limitParam(max) }));
}

export const emailSchema = z
  .string({ error: msg('validation.email.required') })
  .trim()
  .min(1, msg('validation.email.required'))
  .max(254, msg('validation.email.tooLong', { max: 254 }))
  .pipe(z.email(msg('validation.email.invalid')));
