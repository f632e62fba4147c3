import type { adminMessages as en } from '../en/admin';
/** The admin panel's words; loaded only with the admin chunk. */
export const adminMessages: Record<keyof typeof en, string> = {
  'admin.title': 'অ্যাডমিন প্যানেল',
};
