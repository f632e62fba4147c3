/** About, terms, privacy and the not-found page. */
export const staticPages = {};
