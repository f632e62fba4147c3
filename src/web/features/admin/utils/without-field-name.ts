/**
 * A refused body names its field first ('hours: …', see the server's validationMessage): a form
 * with that one field shows the rest.
 */
export function withoutFieldName(text: string, field: string): string {
  const prefix = `${field}: `;
  return text.startsWith(prefix) ? text.slice(prefix.length) : text;
}
