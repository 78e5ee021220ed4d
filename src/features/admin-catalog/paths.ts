/** Paths this feature links to, in the admin portal. */
export const adminCatalogPaths = {
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  variation: (key: string) => `/admin/product-variation/${encodeURIComponent(key)}`,
  topProducts: '/top-products',
  medications: '/medications',
} as const;
