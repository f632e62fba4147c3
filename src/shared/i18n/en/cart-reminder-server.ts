/** The one reminder of a left cart, and why the owner's setting may be refused. */
export const cartReminderServerMessages = {
  'cartReminders.validation.hours': 'Hours before a reminder must be a whole number from 0 to 72',
  'mail.cartReminder.subject': 'Your cart at {shop} is waiting',
  'mail.cartReminder.heading': 'You left something in your cart',
  'mail.cartReminder.greeting': 'Hello {firstName},',
  'mail.cartReminder.there': 'there',
  'mail.cartReminder.items.one': '{items} is still in your cart, while stock lasts.',
  'mail.cartReminder.items.other':
    '{items} and more ({count} in all) are still in your cart, while stock lasts.',
  'mail.cartReminder.action': 'Go to my cart',
  'mail.cartReminder.stop':
    'You get this because you allowed offers from us. To stop them, open {url}',
  // GSM-7 only: two parts with both links.
  'sms.cartReminder': '{shop}: your cart is waiting. Finish your order: {url} Stop offers: {stop}',
};
