export type { AccountLimit } from './account-limits';
export { CUSTOMER_UPLOADS, countAttempt, EMAIL_REQUESTS, FAILED_SIGN_INS } from './account-limits';
export type { Auth } from './auth';
export { CLIENT_IP_HEADER, createAuth, RESET_CALLBACK, VERIFIED_CALLBACK } from './auth';
export { friendlyMessage } from './better-auth-bridge';
export { createPhoneCustomer } from './phone-sign-in';
export { withinCodeLimits } from './phone-sign-in-routes';
export { effectiveRole, SESSION_COOKIE } from './viewer';
