/** Text a LIKE or ILIKE pattern matches as it is: its \, % and _ escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern for text anywhere in a value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
