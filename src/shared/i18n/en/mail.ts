/** The shop's e-mails. */
export const mail = {};
