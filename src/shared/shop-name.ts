/** The shop's name when SHOP_NAME is not set; the web also shows it if the shop's facts are missing. */
export const DEFAULT_SHOP_NAME = 'Sajghor';
