/** The frame around every page: header, menus, footer, language switch, generic states. */
export const common = {
  'common.language.label': 'Language',
  'common.language.switchTo': 'বাংলায় দেখুন',
  'common.loading': 'Loading...',
  'common.error.offline': 'Could not reach the shop. Please check your connection.',
  'common.error.requestFailed': 'Request failed ({status})',
};
