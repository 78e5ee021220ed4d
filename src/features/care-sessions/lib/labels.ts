import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS, type CareSession, type SessionStatus } from '@contracts/care-sessions';

export { SESSION_KIND_LABELS, SESSION_STATUS_LABELS };

export const SESSIONS_ERROR_TEXT = 'Error fetching sessions';

export const STATUS_TONES: Record<SessionStatus, 'brand' | 'good' | 'neutral'> = {
  SCHEDULED: 'brand',
  COMPLETED: 'good',
  CANCELED: 'neutral',
  NO_SHOW: 'neutral',
};

export const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** "Jamie Ortiz's check-in": how dialogs and row actions name a session. */
export const sessionName = (s: CareSession) => `${personName(s.patient)}'s ${SESSION_KIND_LABELS[s.kind].toLowerCase()}`;
