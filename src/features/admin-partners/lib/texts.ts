import type { AtRiskReason, BillingMode } from '@contracts/partners';

export const PARTNERS_ERROR_TEXT = 'Error fetching gym owners';
export const PARTNER_ERROR_TEXT = 'Error fetching gym owner';
export const PARTNER_UPDATE_FAILED_TEXT = 'Failed to update gym owner';
export const DOCTOR_ASSIGN_FAILED_TEXT = 'Failed to assign doctor';
export const PARTNER_DELETE_FAILED_TEXT = 'Failed to delete gym owner';
export const PATIENTS_ERROR_TEXT = 'Error fetching patients';
export const REASSIGN_FAILED_TEXT = 'Failed to reassign patients';
export const LEADERBOARD_ERROR_TEXT = 'Error fetching partner leaderboard';
export const AT_RISK_ERROR_TEXT = 'Error fetching partners at risk';

export const BILLING_MODE_LABELS: Record<BillingMode, string> = {
  PATIENT_PAID: 'Patient pays at checkout',
  PARTNER_BILLED: 'Partner billed by invoice',
};

export const AT_RISK_REASON_LABELS: Record<AtRiskReason, string> = {
  NO_RECENT_ORDERS: 'No recent orders',
  VOLUME_DROP: 'Volume down by half',
  FAILED_CHARGES: 'Declined invoice charges',
};

/** The UTC day `daysAgo` days before today, as YYYY-MM-DD. */
export const dayBefore = (daysAgo: number, now = new Date()) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
