/** Admin → Promotions → Left-cart reminders (docs/decisions/046). */
export const adminCartReminderMessages = {
  'admin.cartReminders.title': 'Left-cart reminders',
  'admin.cartReminders.description':
    'A signed-in shopper who allowed offers and left her cart untouched gets one reminder, by e-mail or by SMS for phone accounts, between 9:00 and 21:00 Dhaka time: never after an order, at most once a week, with a way to stop.',
  'admin.cartReminders.figures':
    'Last 30 days: {sent} sent ({email} by e-mail, {sms} by SMS) · {cameBack} came back to order',
  'admin.cartReminders.on.one': 'On: after {count} hour',
  'admin.cartReminders.on.other': 'On: after {count} hours',
  'admin.cartReminders.off': 'Off',
  'admin.cartReminders.loadFailed': 'Could not load the left-cart reminders',
  'admin.cartReminders.hours.before': 'Send a reminder after',
  'admin.cartReminders.hours.after': 'hours (0 = off)',
  'admin.cartReminders.save': 'Save',
  'admin.cartReminders.saved.one': 'Saved: a reminder goes {count} hour after a cart is left',
  'admin.cartReminders.saved.other': 'Saved: a reminder goes {count} hours after a cart is left',
  'admin.cartReminders.savedOff': 'Saved: left-cart reminders are off',
  'admin.cartReminders.failed': 'Could not save the hours before a reminder',
} as const;
