/**
 * The password length rules (shared/spec/storefront-spec.md "5. Validation rules"), in a module
 * without zod: the sign-up and password pages show the minimum in their hint on first load, which
 * must not pull in zod (docs/decisions/007). The password schema in `schemas/account.ts` applies
 * them.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
