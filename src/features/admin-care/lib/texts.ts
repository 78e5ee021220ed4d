import type { ApprovalStatus } from '@contracts/orders';
import { NOTE_MESSAGES } from '@contracts/patients';
import { adminCarePaths } from '@/features/admin-care/paths';
import { recordPage } from '@/components/page-load-failure';

/** The product's messages (SPEC §8) and this feature's fixed texts, in one place for the pages and the tests. */
export const ORDERS_ERROR_TEXT = 'Error fetching orders';
export const ORDER_UPDATED_TEXT = 'Order updated successfully';
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';
export const PATIENT_UPDATED_TEXT = 'Patient updated successfully';
export const PATIENT_UPDATE_FAILED_TEXT = 'Failed to update patient. Please try again.';
export const PATIENT_STATUS_UPDATED_TEXT = 'Patient status updated successfully';
export const PATIENT_STATUS_FAILED_TEXT = 'Failed to update patient status';
export const REMINDER_SENT_TEXT = 'Reminder sent successfully';
export const DUPLICATED_TEXT = 'Order duplicated successfully';
export const ACTION_FAILURE_TEXT = 'Action Failure';
export { NOTE_MESSAGES };

/** The partner's sign-off as an administrator reads it. */
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  PENDING: 'Awaiting the partner',
  APPROVED: 'Approved by the partner',
  DENIED: 'Declined by the partner',
};
export const approvalLabel = (status: string) => APPROVAL_LABELS[status as ApprovalStatus] ?? status;

export const ORDER_PAGE = recordPage({
  title: 'Order',
  what: 'order',
  notFoundText: 'This order does not exist. Find it in the list of orders.',
  back: { to: adminCarePaths.orders, label: 'All orders' },
});

export const PATIENT_PAGE = recordPage({
  title: 'Patient',
  what: 'patient',
  notFoundText: 'This patient does not exist. Find them in the list of patients.',
  back: { to: adminCarePaths.patients, label: 'All patients' },
});
