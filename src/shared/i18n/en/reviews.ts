/** Product reviews and the review form. */
export const reviews = {};
