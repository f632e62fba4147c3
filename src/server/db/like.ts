/** Text a LIKE or ILIKE pattern matches as it is: its \, % and _ escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export const containing = (text: string) => `%${escapeLike(text)}%`;
