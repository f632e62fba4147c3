import { z } from 'zod';

/** The error body every failing API call returns. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** A stable name for errors the web reacts to (EMAIL_NOT_VERIFIED, TOO_MANY_ATTEMPTS…). */
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Trims text and refuses what is empty after trimming, with a message a person can act on. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));
