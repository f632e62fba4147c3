/** The cookie choice (docs/decisions/036-marketing-consent.md): loaded with its bar, not every page. */
export const consentMessages = {
  'common.consent.label': 'Cookies',
  'common.consent.body':
    'We use cookies the shop needs to work. With your consent we also use Meta (Facebook) cookies to measure our ads.',
  'common.consent.necessary': 'Necessary only',
  'common.consent.marketing': 'Accept marketing',
  'common.consent.privacy': 'Privacy policy',
};
