/** The product name: the default page title and the logo's accessible name. */
export const PRODUCT_NAME = 'Lumen Health';
