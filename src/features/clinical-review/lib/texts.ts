import type { BackTarget } from '@/components/back-link';
import { reviewPaths } from '@/features/clinical-review/paths';

/** The product's messages (SPEC §8) and this feature's fixed texts, in one place for the pages and the tests. */
export const ORDERS_ERROR_TEXT = 'Error fetching orders';
export const ORDER_ERROR_TEXT = 'Error fetching order details';
export const QUEUE_EMPTY_TEXT = 'No intakes waiting for review';
export const ACTION_FAILURE_TEXT = 'Action Failure';
export const HANDED_BACK_TEXT = 'Order handed back for reassignment';
export const PATIENT_UPDATED_TEXT = 'Patient updated successfully';
export const PATIENT_UPDATE_FAILED_TEXT = 'Failed to update patient. Please try again.';
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';
export const PATIENT_ERROR_TEXT = 'Error fetching patient details';

/** Why a 404 may have happened; the server never says whether the record exists for another doctor. */
export const notFoundText = (what: 'order' | 'patient') =>
  what === 'order'
    ? 'It may not exist, or it may be for a patient who is not one of yours. Check the link, or find the order in your list.'
    : 'It may not exist, or it may not be one of your patients. Check the link, or find the patient in your list.';

/** What a page about one order or one patient shows when it cannot load its record. */
export const ORDER_LOAD_FAILURE = {
  notFoundTitle: 'Order not found',
  what: 'order',
  notFoundText: notFoundText('order'),
  errorText: ORDER_ERROR_TEXT,
};
export const PATIENT_LOAD_FAILURE = {
  notFoundTitle: 'Patient not found',
  what: 'patient',
  notFoundText: notFoundText('patient'),
  errorText: PATIENT_ERROR_TEXT,
};

export const BACK_TO_ORDERS = { to: reviewPaths.orders, label: 'Back to orders' };
export const BACK_TO_PATIENTS = { to: reviewPaths.patients, label: 'Back to patients' };

/** A page about one record: its title and loading label, what it shows when the record cannot load, and the way back (also linked above its heading). */
const recordPage = (title: string, loadingLabel: string, back: BackTarget) => ({ title, loadingLabel, back, backLink: back });
export const ORDER_PAGE = { ...recordPage('Order detail', 'Loading the order', BACK_TO_ORDERS), ...ORDER_LOAD_FAILURE };
export const PATIENT_PAGE = { ...recordPage('Patient detail', 'Loading the patient', BACK_TO_PATIENTS), ...PATIENT_LOAD_FAILURE };
