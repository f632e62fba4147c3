/** The home page's campaign banners and its hero (issue 19). */
export const bannerMessages = {
  'banners.showcase': 'From the shop',
};
