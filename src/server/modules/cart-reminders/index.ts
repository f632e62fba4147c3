export { sendCartReminders } from './cart-reminder-sender';
export { cartRemindersPlugin } from './cart-reminders-plugin';
