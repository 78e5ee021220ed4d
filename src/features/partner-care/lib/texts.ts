import type { ApprovalStatus } from '@contracts/orders';
import { carePaths } from '@/features/partner-care/paths';
import { recordPage } from '@/components/page-load-failure';

/** The product's messages (SPEC §8) and this feature's fixed texts, in one place for the pages and the tests. */
export const ORDERS_ERROR_TEXT = 'Error fetching orders';
export const ORDER_ERROR_TEXT = 'Error fetching order details';
export const ORDER_UPDATED_TEXT = 'Order updated successfully';
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';
export const PATIENT_ERROR_TEXT = 'Error fetching patient details';
export const PATIENT_UPDATED_TEXT = 'Patient updated successfully';
export const PATIENT_UPDATE_FAILED_TEXT = 'Failed to update patient. Please try again.';
export const PATIENT_STATUS_UPDATED_TEXT = 'Patient status updated successfully';
export const PATIENT_STATUS_FAILED_TEXT = 'Failed to update patient status';
export const RENEWALS_ERROR_TEXT = 'Error fetching renewals';
export const START_DATE_FAILED_TEXT = 'Failed to update start date';
export const START_DATE_UPDATED_TEXT = 'Start date updated successfully';
export const RENEWAL_STATUS_UPDATED_TEXT = 'Renewal status updated successfully';
export const ACTION_FAILURE_TEXT = 'Action Failure';

export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  PENDING: 'Awaiting your approval',
  APPROVED: 'Approved by you',
  DENIED: 'Declined by you',
};

/** The approval of an order as the server names it (any other value shown as it is). */
export const approvalLabel = (status: string) => APPROVAL_LABELS[status as ApprovalStatus] ?? status;

export { PATIENT_STATUS_LABELS, patientStatusLabel, type PatientStatus } from '@/components/patient-status-chip';

export { RENEWAL_STATUS_LABELS } from '@/components/renewal-cells';

export const BACK_TO_ORDERS = { to: carePaths.orders, label: 'Back to orders' };
export const BACK_TO_PATIENTS = { to: carePaths.patients, label: 'Back to patients' };

export const ORDER_PAGE = recordPage({
  title: 'Order detail',
  what: 'order',
  notFoundText: 'It may not exist, or it may not be an order of one of your patients. Check the link, or find the order in your list.',
  errorText: ORDER_ERROR_TEXT,
  back: BACK_TO_ORDERS,
});

export const PATIENT_PAGE = recordPage({
  title: 'Patient detail',
  what: 'patient',
  notFoundText: 'It may not exist, or it may not be one of your patients. Check the link, or find the patient in your list.',
  errorText: PATIENT_ERROR_TEXT,
  back: BACK_TO_PATIENTS,
});
