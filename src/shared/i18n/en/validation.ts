/** Form and request validation messages (used by the shared zod schemas through msg()). */
export const validation = {};
