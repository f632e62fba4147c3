/**
 * The cookie choice (docs/decisions/036-marketing-consent.md). A catalogue of its own, loaded with
 * the bar that asks (web/components/layout/consent-bar.tsx): only shops with a Meta Pixel ask, and
 * every page's first load has no room for words most visits never see (docs/decisions/007).
 */
export const consentMessages = {
  'consent.label': 'Cookies',
  'consent.body':
    'We use cookies the shop needs to work. With your consent we also use Meta (Facebook) cookies to measure our ads.',
  'consent.necessary': 'Necessary only',
  'consent.marketing': 'Accept marketing',
  'consent.privacy': 'Privacy policy',
};
