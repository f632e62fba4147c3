/** Kept free of zod so the checkout page can state the limit on first load (decision 007). */
export const MAX_PAYMENT_PROOF_BYTES = 5 * 1024 * 1024;
