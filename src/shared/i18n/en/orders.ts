/** Orders: the shopper's list and detail, statuses, payment methods and history words. */
export const orders = {};
