// The dashboard is in ./dashboard.ts only: a module in both would be a file of its own on the first page after sign-in.
export { PartnerPatientsPage } from './pages/patients-page';
export { PartnerPatientPage } from './pages/patient-page';
export { PartnerOrdersPage } from './pages/orders-page';
export { PartnerOrderPage } from './pages/order-page';
export { PartnerIntakePdfPage } from './pages/intake-pdf-page';
export { PartnerOrderPatientStepPage } from './pages/order-patient-step-page';
export { PartnerOrderMedicationStepPage } from './pages/order-medication-step-page';
export { PartnerOrderRxStepPage } from './pages/order-rx-step-page';
export { PartnerOrderReviewStepPage } from './pages/order-review-step-page';
export { RenewalsPage } from './pages/renewals-page';
