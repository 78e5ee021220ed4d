/**
 * The audit-coverage test's exemptions for the administrator's catalog (issue 14): products, variations, prices and
 * details are catalog data, and the statistics count orders per product; none names a patient. Every change is
 * audited under its own action, and tests/server/admin-catalog.test.ts checks those rows.
 */
export const CATALOG_EXEMPT: Record<string, string> = {
  'GET /super-admin/medications/options': 'catalog reference data',
  'GET /super-admin/medication-products': 'catalog reference data',
  'GET /super-admin/medication-products/{id}': 'catalog reference data',
  'PUT /super-admin/medication-products/{id}': 'catalog data (audited as UPDATE product)',
  'GET /super-admin/medication-products/stats': 'orders counted and summed per product: no patient named',
  'GET /super-admin/medication-products/stats/download': 'orders counted per product, no patient named (noted as EXPORT medication_stats)',
  'GET /super-admin/product-variations': 'catalog reference data',
  'GET /super-admin/product-variations/{key}': 'catalog reference data',
  'PUT /super-admin/product-variations/{key}': 'catalog data (audited as UPDATE or PRICE_CHANGE product_variation)',
  'GET /super-admin/product-details': 'catalog reference data',
  'GET /super-admin/product-details/{id}': 'catalog reference data',
  'POST /super-admin/product-details': 'catalog data (audited as CREATE product_detail)',
  'PUT /super-admin/product-details/{id}': 'catalog data (audited as UPDATE product_detail)',
  'DELETE /super-admin/product-details/{id}': 'catalog data (audited as DELETE product_detail)',
};
