/** The admin panel's words; loaded only with the admin chunk. */
export const adminMessages = {
  'admin.title': 'Admin Panel',
};
