/** The product list's URL state: shared with the server, which sends list pages with their data. */
export * from '#shared/product-list';
