import { matchPath } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/brand';

export const DEFAULT_TITLE = PRODUCT_NAME;
export const INTAKE_TITLE = 'Get started';

/** The one per-path title table (SPEC §2). First match wins; unknown paths get the product name. */
export const PAGE_TITLES: readonly (readonly [pattern: string, title: string])[] = [
  ['/', 'Dashboard'],
  ['/sign-in', 'Sign in'],
  ['/sign-up', 'Sign up'],
  ['/onboarding/*', 'On boarding'],
  ['/start', INTAKE_TITLE],
  ['/start2', INTAKE_TITLE],
  ['/start3', INTAKE_TITLE],
  ['/single-link', INTAKE_TITLE],
  ['/renewal', INTAKE_TITLE],
  ['/admin-settings', 'Admin Settings'],
  ['/scheduled-jobs', 'Scheduled Jobs'],
  ['/account', 'Your Account'],
  ['/training', 'Training'],
  ['/invoices', 'Invoices'],
  ['/payout-detail', 'Payout details'],
  ['/billing', 'Billing'],
  ['/billing-transfer', 'Billing Transfer'],
  ['/resources', 'Resources'],
  ['/settings', 'Settings'],
  ['/access', 'Delegate Access'],
  ['/activity', 'Activity'],
  ['/api-key', 'API Key'],
  ['/my-profile', 'My Profile'],
  ['/messages', 'Messages'],
  ['/tasks', 'Tasks'],
  ['/sessions', 'Sessions'],
  ['/audit-logs', 'HIPAA Audit Logs'],
  ['/partners', 'Partners'],
  ['/partners/:id', 'Partner detail'],
  ['/partner-leaderboard', 'Partner Leaderboard'],
  ['/partners-at-risk', 'Partners At Risk'],
  ['/health-pros', 'Health Pros'],
  ['/health-pros/:id', 'Health Pro detail'],
  ['/patients', 'Patients'],
  ['/patients/:id', 'Patient detail'],
  ['/patient/orders/:id', 'Order detail'],
  ['/patient-intake-pdf/:orderId', 'Patient Intake Form'],
  ['/doctors', 'Doctors'],
  ['/doctors/:id', 'Doctor detail'],
  ['/orders', 'Orders'],
  ['/orders/:id', 'Order detail'],
  ['/orders/:id/patient', 'Order: Patient'],
  ['/orders/:id/medication', 'Order: Medication'],
  ['/orders/:id/rx-information', 'Order: Rx Information'],
  ['/orders/:id/review-and-submit', 'Order: Review and Submit'],
  ['/start-new-order', 'Start New Order'],
  ['/start-new-order/:id', 'Start New Order'],
  ['/send-order-to-rx/:id', 'Send Order to Rx'],
  ['/order-sent-successfully/:id', 'Order Sent'],
  ['/prescription-queue', 'Prescription Queue'],
  ['/past-prescriptions', 'Past Prescriptions'],
  ['/prescriptions', 'Prescriptions'],
  ['/prescriptions/:id', 'Prescription detail'],
  ['/new-prescription', 'New Prescription'],
  ['/manual-prescription', 'Manual Prescription'],
  ['/products', 'Products'],
  ['/products/:id', 'Product detail'],
  ['/admin/product-variation/:key', 'Product Variation'],
  ['/top-products', 'Top Products'],
  ['/medications', 'Medications'],
];

export function titleFor(pathname: string): string {
  const hit = PAGE_TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return hit ? hit[1] : DEFAULT_TITLE;
}
