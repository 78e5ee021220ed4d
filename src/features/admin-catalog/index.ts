export { ProductsPage } from './pages/products-page';
export { ProductPage } from './pages/product-page';
export { VariationPage } from './pages/variation-page';
export { TopProductsPage } from './pages/top-products-page';
export { MedicationsPage } from './pages/medications-page';
