/** Server error messages (HttpError), sent in the reader's language. */
export const errors = {};
