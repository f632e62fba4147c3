/** Home, product lists, filters, search and the product page. */
export const catalog = {};
