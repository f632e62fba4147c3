// storefront-spec.md "5. Validation rules". Zod-free so the sign-up page can show the minimum
// on first load (docs/decisions/007).
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
