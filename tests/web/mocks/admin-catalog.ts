import { HttpResponse } from 'msw';
import {
  MEDICATION_CSV_COLUMNS,
  type AdminVariation,
  type MedicationOptions,
  type MedicationProduct,
  type MedicationProductDetail,
  type MedicationStats,
  type ProductDetail,
  type UpdateMedicationProductBody,
  type UpdateProductVariationBody,
} from '@contracts/catalog';
import { mockApi, type Answer, type Call } from './http';

// The administrator's catalog: products, variations, details, medication options and the most-ordered medications.

export const SEMA_ID = '61616161-6161-4161-8161-616161616161';
export const TIRZ_ID = '62626262-6262-4262-8262-626262626262';
export const DETAIL_ID = '63636363-6363-4363-8363-636363636363';

type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };
const pageWith = <T>(items: T[]): Page<T> => ({ items, total: items.length, page: 1, limit: 10, totalPages: 1 });

export const medicationProduct = (overrides: Partial<MedicationProduct> = {}): MedicationProduct => ({
  id: SEMA_ID,
  name: 'Compounded semaglutide',
  medication: 'semaglutide',
  description: 'Weekly injection.',
  active: true,
  createdAt: '2026-01-04T10:00:00.000Z',
  variationCount: 2,
  fromMonthlyPriceCents: 24_900,
  ...overrides,
});

export const adminVariation = (overrides: Partial<AdminVariation> = {}): AdminVariation => ({
  key: 'semaglutide-starter',
  productId: SEMA_ID,
  productName: 'Compounded semaglutide',
  medication: 'semaglutide',
  name: 'Semaglutide starter',
  dose: '0.25 mg to 1 mg weekly',
  supply: '4 weekly doses (a 28-day supply)',
  monthlyPriceCents: 24_900,
  active: true,
  position: 0,
  updatedAt: '2026-01-04T10:00:00.000Z',
  priceChange: null,
  planPrices: [
    { planId: 'monthly', name: 'Monthly', months: 1, amountCents: 24_900 },
    { planId: 'quarterly', name: 'Every 3 months', months: 3, amountCents: 67_230 },
    { planId: 'semiannual', name: 'Every 6 months', months: 6, amountCents: 126_990 },
  ],
  ...overrides,
});

export const productDetailRecord = (overrides: Partial<MedicationProductDetail> = {}): MedicationProductDetail => ({
  ...medicationProduct(),
  variations: [
    adminVariation(),
    adminVariation({
      key: 'semaglutide-maintenance',
      name: 'Semaglutide maintenance',
      dose: '1.7 mg to 2.4 mg weekly',
      monthlyPriceCents: 34_900,
      position: 1,
    }),
  ],
  ...overrides,
});

export const productDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: DETAIL_ID,
  productId: SEMA_ID,
  section: 'STORAGE',
  title: 'How do I store it?',
  body: 'Keep it in the fridge.',
  position: 0,
  updatedAt: '2026-01-04T10:00:00.000Z',
  ...overrides,
});

export const medicationOptions = (): MedicationOptions => ({
  types: ['semaglutide', 'tirzepatide'],
  options: [
    {
      id: SEMA_ID,
      name: 'Compounded semaglutide',
      type: 'semaglutide',
      active: true,
      variations: [{ key: 'semaglutide-starter', name: 'Semaglutide starter', dose: '0.25 mg to 1 mg weekly', monthlyPriceCents: 24_900 }],
    },
    {
      id: TIRZ_ID,
      name: 'Compounded tirzepatide',
      type: 'tirzepatide',
      active: true,
      variations: [{ key: 'tirzepatide-starter', name: 'Tirzepatide starter', dose: '2.5 mg to 5 mg weekly', monthlyPriceCents: 39_900 }],
    },
  ],
});

export const medicationStats = (overrides: Partial<MedicationStats> = {}): MedicationStats => ({
  startDate: '2026-01-01',
  endDate: '2026-01-30',
  products: [
    {
      productId: TIRZ_ID,
      productName: 'Compounded tirzepatide',
      medication: 'tirzepatide',
      orders: 12,
      patients: 9,
      paidOrders: 10,
      revenueCents: 399_000,
    },
    {
      productId: SEMA_ID,
      productName: 'Compounded semaglutide',
      medication: 'semaglutide',
      orders: 7,
      patients: 7,
      paidOrders: 7,
      revenueCents: 174_300,
    },
  ],
  ...overrides,
});

/** GET /super-admin/medication-products. */
export const mockMedicationProducts = (answer: Answer<Page<MedicationProduct>> = pageWith([medicationProduct()])) =>
  mockApi('get', '/super-admin/medication-products', answer);

/** GET /super-admin/medication-products/{id} (it matches /stats too: `server.use` the stats mock first when both are needed). */
export const mockMedicationProduct = (answer: Answer<MedicationProductDetail> = productDetailRecord()) =>
  mockApi('get', '/super-admin/medication-products/:id', answer);

/** PUT /super-admin/medication-products/{id}: echoes the body onto the product. */
export const mockUpdateMedicationProduct = (
  answer: Answer<MedicationProductDetail, UpdateMedicationProductBody> = ({ body }) => productDetailRecord(body),
) => mockApi('put', '/super-admin/medication-products/:id', answer, { message: 'Product updated successfully' });

/** GET /super-admin/product-variations/{key}. */
export const mockProductVariation = (answer: Answer<AdminVariation> = adminVariation()) =>
  mockApi('get', '/super-admin/product-variations/:key', answer);

/** PUT /super-admin/product-variations/{key}: echoes the body onto the variation. */
export const mockUpdateProductVariation = (
  answer: Answer<AdminVariation, UpdateProductVariationBody> = ({ body }) =>
    adminVariation({ ...body, priceChange: { at: '2026-02-01T10:00:00.000Z', by: 'Avery Admin' } }),
) => mockApi('put', '/super-admin/product-variations/:key', answer, { message: 'Variation updated successfully' });

/** GET /super-admin/product-details. */
export const mockProductDetails = (answer: Answer<Page<ProductDetail>> = pageWith([productDetail()])) =>
  mockApi('get', '/super-admin/product-details', answer);

export const mockCreateProductDetail = (
  answer: Answer<ProductDetail> = ({ body }: Call) => productDetail(body as Partial<ProductDetail>),
) => mockApi('post', '/super-admin/product-details', answer, { status: 201, message: 'Product detail added' });

export const mockUpdateProductDetail = (
  answer: Answer<ProductDetail> = ({ body }: Call) => productDetail(body as Partial<ProductDetail>),
) => mockApi('put', '/super-admin/product-details/:id', answer, { message: 'Product detail saved' });

export const mockDeleteProductDetail = (answer: Answer<null> = null) =>
  mockApi('delete', '/super-admin/product-details/:id', answer, { message: 'Product detail removed' });

/** GET /super-admin/medications/options. */
export const mockMedicationOptions = (answer: Answer<MedicationOptions> = medicationOptions()) =>
  mockApi('get', '/super-admin/medications/options', answer);

/** GET /super-admin/medication-products/stats. */
export const mockMedicationStats = (answer: Answer<MedicationStats> = medicationStats()) =>
  mockApi('get', '/super-admin/medication-products/stats', answer);

/** GET /super-admin/medication-products/stats/download: one CSV line per id after the header. */
export const mockDownloadMedicationStats = (
  answer: Answer<never> = ({ query }: Call) =>
    new HttpResponse(
      [
        MEDICATION_CSV_COLUMNS.join(','),
        ...query.ids.split(',').map((id) => `${id},x,1,1,1,10.00,${query.startDate},${query.endDate}`),
      ].join('\r\n'),
      {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      },
    ),
) => mockApi('get', '/super-admin/medication-products/stats/download', answer);
