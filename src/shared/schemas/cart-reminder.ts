/** Left-cart reminders (docs/decisions/046): the owner's setting and what came of them. */
import { z } from 'zod';
import { msg } from '../i18n/translator';

export const MAX_CART_REMINDER_HOURS = 72;
const hoursMessage = msg('cartReminders.validation.hours');

export const cartReminderSettingsSchema = z.strictObject({
  /** Hours a cart waits untouched before its reminder; 0 sends none. */
  hours: z
    .number({ error: hoursMessage })
    .int({ error: hoursMessage })
    .min(0, { error: hoursMessage })
    .max(MAX_CART_REMINDER_HOURS, { error: hoursMessage }),
});
export type CartReminderSettings = z.infer<typeof cartReminderSettingsSchema>;

export const cartReminderOverviewSchema = z.object({
  hours: z.number().int(),
  /** The last 30 days: reminders sent, and of them, shoppers who ordered within 7 days after. */
  sent: z.number().int(),
  cameBack: z.number().int(),
  byChannel: z.object({ email: z.number().int(), sms: z.number().int() }),
});
export type CartReminderOverview = z.infer<typeof cartReminderOverviewSchema>;
