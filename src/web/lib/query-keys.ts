/**
 * Every TanStack Query key the app uses. Features may not import each other, so a mutation that
 * changes another feature's data (placing an order empties the cart) invalidates it through these
 * keys. A key is the prefix of the narrower ones under it: invalidating `orders` also refreshes
 * each `order(id)`, and `admin.orders` every admin list and order.
 */
const productsRoot = 'products';
const productRoot = 'product';
const shopInfoRoot = 'shop-info';
const homeBannersRoot = 'home-banners';
const reviewsRoot = 'reviews';
const deliveryAreasRoot = 'delivery-areas';
const adminOrders = ['admin', 'orders'] as const;
const adminProducts = ['admin', 'products'] as const;
const adminCustomers = ['admin', 'customers'] as const;
const adminMessages = ['admin', 'messages'] as const;

export const queryKeys = {
  shopInfo: [shopInfoRoot] as const,
  /** The home page's campaign banners and hero figures (admin → Banners refreshes them). */
  homeBanners: [homeBannersRoot] as const,
  /** The session and the signed-in shopper's profile live under one key. */
  account: ['account'] as const,
  consents: ['account', 'consents'] as const,
  cart: ['cart'] as const,
  /** The shopper's saved delivery addresses. */
  addresses: ['addresses'] as const,
  /** The areas the address form offers for a district (the same for everyone). */
  deliveryAreas: (district: string) => [deliveryAreasRoot, district] as const,
  wishlist: ['wishlist'] as const,
  /** The shopper's loyalty points: placing an order (spending them) refreshes them. */
  points: ['points'] as const,
  /** The shopper's store credit: spending it, a cancel or a refund as credit refreshes it. */
  credit: ['credit'] as const,
  orders: ['orders'] as const,
  order: (id: string) => ['orders', id] as const,
  /** The buyer's copy of the order's Mushak-6.3 and 6.7s, under the order: refreshed with it. */
  vatDocuments: (id: string) => ['orders', id, 'vat-documents'] as const,
  products: <Filter>(filter: Filter) => [productsRoot, filter] as const,
  /** Also the root of the product's related products: a new review refreshes its rating. */
  product: (id: number) => [productRoot, id] as const,
  relatedProducts: (id: number) => [productRoot, id, 'related'] as const,
  suggestions: (term: string) => ['product-suggestions', term] as const,
  /** Every review query of a product sits under one root, so one call refreshes them all. */
  reviews: (productId: number) => [reviewsRoot, productId] as const,
  reviewSummary: (productId: number) => [reviewsRoot, productId, 'summary'] as const,
  /** Without a filter: the prefix of every loaded list of the product. */
  reviewLists: <Filter>(productId: number, filter?: Filter) =>
    filter === undefined
      ? ([reviewsRoot, productId, 'list'] as const)
      : ([reviewsRoot, productId, 'list', filter] as const),
  /** A product's questions: every search and page under one root. */
  questions: (productId: number, search?: string) =>
    search === undefined
      ? (['questions', productId] as const)
      : (['questions', productId, search] as const),
  /** The signed-in shopper's back-in-stock asks for a product's variants. */
  stockAlerts: (productId: number) => ['stock-alerts', productId] as const,
  admin: {
    stats: ['admin', 'stats'] as const,
    backupStatus: ['admin', 'backup-status'] as const,
    feeds: ['admin', 'feeds'] as const,
    orders: adminOrders,
    orderList: <Filters>(filters: Filters) => [...adminOrders, 'list', filters] as const,
    order: (id: string) => [...adminOrders, id] as const,
    products: adminProducts,
    productList: <Filter>(filter: Filter) => [...adminProducts, 'list', filter] as const,
    product: (id: number) => [...adminProducts, 'detail', id] as const,
    productStock: (id: number) => [...adminProducts, 'stock', id] as const,
    customers: adminCustomers,
    customerList: <Filters>(filters: Filters) => [...adminCustomers, filters] as const,
    /** A customer's store credit, under the customers: a refund as credit refreshes it too. */
    customerCredit: (id: string) => [...adminCustomers, id, 'credit'] as const,
    messages: adminMessages,
    messageList: (page: number) => [...adminMessages, { page }] as const,
    banners: ['admin', 'banners'] as const,
    staff: ['admin', 'staff'] as const,
    staffRoles: ['admin', 'staff', 'roles'] as const,
    /** Orders taken by staff (issue 39): a phone's customer, a priced preview, drafts, takers. */
    staffCustomer: (phone: string) => ['admin', 'staff-orders', 'customer', phone] as const,
    staffQuote: <Body>(body: Body) => ['admin', 'staff-orders', 'quote', body] as const,
    orderTakers: ['admin', 'staff-orders', 'takers'] as const,
    staffSearch: (q: string) => ['admin', 'staff-orders', 'search', q] as const,
    staffProduct: (id: number | null) => ['admin', 'staff-orders', 'product', id] as const,
    orderDrafts: ['admin', 'order-drafts'] as const,
    orderDraft: (id: string) => ['admin', 'order-drafts', id] as const,
    /** Admin → Search (issue 45): the synonyms, and what shoppers searched for. */
    searchSynonyms: ['admin', 'search', 'synonyms'] as const,
    searchReport: (days: number) => ['admin', 'search', 'report', days] as const,
    /** Admin → Reports (issue 42): sales over time and by product, per range and options. */
    salesReport: <Params>(params: Params) => ['admin', 'reports', 'sales', params] as const,
    productReport: <Params>(params: Params) => ['admin', 'reports', 'products', params] as const,
    deliveryReport: <Params>(params: Params) => ['admin', 'reports', 'delivery', params] as const,
    segments: () => ['admin', 'segments'] as const,
    segmentMembers: (id: number) => ['admin', 'segments', id, 'customers'] as const,
    customerReport: <Params>(params: Params) => ['admin', 'reports', 'customers', params] as const,
    promotionReport: <Params>(params: Params) =>
      ['admin', 'reports', 'promotions', params] as const,
    stockReport: (slowDays: number) => ['admin', 'reports', 'stock', slowDays] as const,
    /** Reports → VAT (issue 43): the invoices and credit notes issued in a range. */
    vatReport: <Params>(params: Params) => ['admin', 'reports', 'vat', params] as const,
    /** Admin → Settings (issue 43): the shop's legal identity and VAT. */
    legalSettings: ['admin', 'settings', 'legal'] as const,
    /** An order's Mushak-6.3 (issue 43), under the order: refreshing the order refreshes it. */
    vatInvoice: (id: string) => [...adminOrders, id, 'vat-invoice'] as const,
    creditNotes: (id: string) => [...adminOrders, id, 'credit-notes'] as const,
  },
};

/**
 * Roots of the queries that are the same for every visitor (catalogue, shop facts). Everything
 * else may belong to the shopper who was signed in, so it is dropped when the session changes: a
 * new query that nobody lists here is treated as private until someone decides otherwise.
 */
export const SHARED_QUERY_ROOTS: ReadonlySet<unknown> = new Set([
  shopInfoRoot,
  productsRoot,
  productRoot,
  homeBannersRoot,
  deliveryAreasRoot,
]);
