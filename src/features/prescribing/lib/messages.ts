import type { PharmacyProvider } from '@contracts/prescriptions';
import { prescribingPaths } from '@/features/prescribing/paths';

// The product's texts (SPEC §8); each one is shown only when the server's reply carries no message of its own.
export const ORDER_CREATED_TEXT = 'Order created successfully';
export const ORDER_CREATE_FAILED_TEXT = 'Failed to create order. Please try again.';
export const PATIENT_UPDATED_TEXT = 'Patient updated successfully';
export const PATIENT_UPDATE_FAILED_TEXT = 'Failed to update patient. Please try again.';
export const ORDER_UPDATED_TEXT = 'Order updated successfully';
export const PRESCRIPTION_CREATED_TEXT = 'Prescription created successfully';
export const STATUS_CHECKED_TEXT = 'Prescription status retrieved successfully';
export const STATUS_CHECK_FAILED_TEXT = 'Failed to check prescription status';
export const PRESCRIPTIONS_ERROR_TEXT = 'Failed to fetch prescriptions';
export const NO_PHARMACY_TEXT = 'No pharmacy is assigned to you yet. Ask an administrator to assign one.';

export const SENT_TEXT: Record<PharmacyProvider, string> = {
  RX_PROVIDER: 'Order sent to RX provider successfully',
  DIGITAL_RX: 'Order sent to Digital Rx provider successfully',
};
export const SEND_FAILED_TEXT: Record<PharmacyProvider, string> = {
  RX_PROVIDER: 'Failed to send order to RX provider',
  DIGITAL_RX: 'Failed to send order to Digital Rx provider',
};
export const PATIENT_ERROR_TEXT = 'Error fetching patient details';
export const MEDICATIONS_ERROR_TEXT = 'Error fetching medications';
export const PRESCRIPTION_ERROR_TEXT = 'Error fetching prescription';
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';
export const ORDER_ERROR_TEXT = 'Error fetching order details';
/** Why a record may not be found: another doctor's records answer 404 too. */
export const NOT_FOUND_TEXT = "It may belong to another doctor's patient, or the link may be wrong.";
/** Where a page whose record cannot be found sends the doctor. */
export const SEE_PRESCRIPTIONS = { to: prescribingPaths.prescriptions, label: 'See prescriptions' };
