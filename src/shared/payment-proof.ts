/**
 * Payment screenshots: images only, 5 MB at most, re-encoded by the server, private. In a module
 * without zod, because the checkout page states the limit on first load (docs/decisions/007).
 */
export const MAX_PAYMENT_PROOF_BYTES = 5 * 1024 * 1024;
