// docs/decisions/036-marketing-consent.md: 'marketing' also allows the Meta Pixel and the
// server's Purchase for Meta. No cookie yet counts as 'necessary'.
export const CONSENT_COOKIE = 'consent';
export const CONSENT_CHOICES = ['necessary', 'marketing'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** Six months: long enough not to nag, short enough to ask again now and then. */
export const CONSENT_COOKIE_MAX_AGE = 60 * 60 * 24 * 182;

export function consentFromCookie(cookieHeader: string | undefined): ConsentChoice | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    return CONSENT_CHOICES.find((choice) => choice === value);
  }
  return undefined;
}

export const acceptsMarketing = (cookieHeader: string | undefined) =>
  consentFromCookie(cookieHeader) === 'marketing';
