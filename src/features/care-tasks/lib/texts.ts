import type { CareTaskKind } from '@contracts/care-tasks';

/** This feature's fixed texts, in one place for the pages and the tests. */
export const TASKS_ERROR_TEXT = 'Error fetching tasks';
export const ASSIGN_FAILED_TEXT = 'Failed to assign the task';
export const DONE_FAILED_TEXT = 'Failed to mark the task done';
export const REOPEN_FAILED_TEXT = 'Failed to reopen the task';
export const ASSIGNED_TEXT = 'Task assigned';
export const DONE_TEXT = 'Task marked done';
export const REOPENED_TEXT = 'Task reopened';
export const FOLLOW_UP_TEXT = 'Follow-up opened';

export const KIND_LABELS: Record<CareTaskKind, string> = {
  PAYMENT_FAILED: 'Payment failed',
  RENEWAL_DUE: 'Renewal due',
  FOLLOW_UP: 'Follow-up',
};

/** The care portal's patient chart (the care team's patients page). */
export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;

/** The chip tone of each kind of task. */
export const KIND_TONES = { PAYMENT_FAILED: 'neutral', RENEWAL_DUE: 'brand', FOLLOW_UP: 'good' } as const;
