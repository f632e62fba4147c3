/** The check behind `access: 'token'` routes: a machine's secret, not a person's session. */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token of an `Authorization: Bearer <token>` header (the scheme's case does not matter). */
function bearerTokenOf(authorization: string | undefined): string | null {
  const found = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return found?.[1] ?? null;
}

/** Both sides hashed first, so the time taken reveals neither matched characters nor length. */
export function sameSecret(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

export function holdsBearerToken(authorization: string | undefined, expected: string): boolean {
  const sent = bearerTokenOf(authorization);
  const same = sameSecret(sent ?? '', expected);
  return same && sent !== null;
}
