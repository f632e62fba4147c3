/** The five checkout steps and their results. */
export const checkout = {};
