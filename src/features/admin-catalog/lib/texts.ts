import type { ProductDetailSection } from '@contracts/catalog';

export const PRODUCTS_ERROR_TEXT = 'Error fetching products';
export const PRODUCT_ERROR_TEXT = 'Error fetching product';
export const PRODUCT_UPDATE_FAILED_TEXT = 'Failed to update product';
export const VARIATION_ERROR_TEXT = 'Error fetching product variation';
export const VARIATION_UPDATE_FAILED_TEXT = 'Failed to update product variation';
export const DETAILS_ERROR_TEXT = 'Error fetching product details';
export const DETAIL_SAVE_FAILED_TEXT = 'Failed to save product detail';
export const DETAIL_DELETE_FAILED_TEXT = 'Failed to delete product detail';
export const STATS_ERROR_TEXT = 'Error fetching medication statistics';
export const MEDICATIONS_ERROR_TEXT = 'Error fetching medications';
export const DOWNLOAD_FAILED_TEXT = 'Failed to download medications';
export const NO_MEDICATIONS_SELECTED_TEXT = 'No medications selected';
export const downloadedText = (count: number) => `Downloaded ${count} medication(s)`;
export const NEW_ORDERS_ONLY_TEXT = 'A new price applies to new orders only: orders already placed keep the price they were sold at.';

export const SECTION_LABELS: Record<ProductDetailSection, string> = {
  DESCRIPTION: 'Description',
  SIDE_EFFECTS: 'Side effects',
  STORAGE: 'Storage',
  FAQ: 'Question and answer',
  OTHER: 'Other',
};

export const statusLabel = (active: boolean) => (active ? 'Active' : 'Inactive');
