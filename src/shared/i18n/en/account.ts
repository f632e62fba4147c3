/** Sign-in, registration, passwords and the account page. */
export const account = {};
