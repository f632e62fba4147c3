/** The contact page and its form. */
export const contact = {};
