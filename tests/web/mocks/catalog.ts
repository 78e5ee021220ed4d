import type { PricingPlan, ProductVariation, UsState } from '@contracts/catalog';
import type { DoctorMedication } from '@contracts/order-review';
import { mockApi, type Answer } from './http';

// What can be chosen: states, the patient's medications and plans, the doctor's medications.

export const states: UsState[] = [
  { code: 'CA', name: 'California' },
  { code: 'NY', name: 'New York' },
  { code: 'TX', name: 'Texas' },
];

export const variations: ProductVariation[] = [
  {
    key: 'sema-025',
    productId: 'e5e5e5e5-e5e5-4e5e-8e5e-e5e5e5e5e5e5',
    productName: 'Semaglutide',
    medication: 'Semaglutide injection',
    name: 'Semaglutide 0.25 mg',
    dose: '0.25 mg weekly',
    monthlyPriceCents: 29900,
  },
  {
    key: 'tirz-25',
    productId: 'f6f6f6f6-f6f6-4f6f-8f6f-f6f6f6f6f6f6',
    productName: 'Tirzepatide',
    medication: 'Tirzepatide injection',
    name: 'Tirzepatide 2.5 mg',
    dose: '2.5 mg weekly',
    monthlyPriceCents: 39900,
  },
];

export const plans: PricingPlan[] = [
  { id: 'monthly', name: 'Monthly', months: 1, discountPercent: 0, description: 'Billed every month' },
  { id: 'quarterly', name: 'Every 3 months', months: 3, discountPercent: 10, description: 'Billed every 3 months' },
];

export const medications: DoctorMedication[] = [
  {
    productId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc01',
    name: 'Compounded semaglutide',
    medication: 'semaglutide',
    description: 'Weekly injection.',
    variations: [
      { key: 'semaglutide-starter', name: 'Semaglutide starter', dose: '0.25 mg to 1 mg weekly', monthlyPriceCents: 24_900 },
      { key: 'semaglutide-maintenance', name: 'Semaglutide maintenance', dose: '1.7 mg to 2.4 mg weekly', monthlyPriceCents: 34_900 },
    ],
  },
  {
    productId: 'cccccccc-cccc-4ccc-8ccc-cccccccccc02',
    name: 'Compounded tirzepatide',
    medication: 'tirzepatide',
    description: 'Weekly injection.',
    variations: [
      { key: 'tirzepatide-starter', name: 'Tirzepatide starter', dose: '2.5 mg to 5 mg weekly', monthlyPriceCents: 39_900 },
      { key: 'tirzepatide-maintenance', name: 'Tirzepatide maintenance', dose: '7.5 mg to 15 mg weekly', monthlyPriceCents: 49_900 },
    ],
  },
];

/** GET /patients/states. */
export const mockStates = (answer: Answer<{ states: UsState[] }> = { states }) => mockApi('get', '/patients/states', answer);

/** GET /patients/product-variations. */
export const mockProductVariations = (answer: Answer<{ productVariations: ProductVariation[] }> = { productVariations: variations }) =>
  mockApi('get', '/patients/product-variations', answer);

/** GET /pricing-plans. */
export const mockPricingPlans = (answer: Answer<{ plans: PricingPlan[] }> = { plans }) => mockApi('get', '/pricing-plans', answer);

/** The three lists the intake reads. */
export const mockIntakeCatalog = () => [mockStates(), mockProductVariations(), mockPricingPlans()];

/** GET /doctors/medications. */
export const mockMedications = (answer: Answer<{ medications: DoctorMedication[] }> = { medications }) =>
  mockApi('get', '/doctors/medications', answer);
