import { z } from 'zod';
import { envelope, listQuerySchema, pageOf } from './common';
import { limitedText, TEXT_LIMITS } from './text-limits';

/**
 * Care sessions (README "Care sessions"): check-in calls a care team member (the host) holds with a patient. The
 * care team lists, schedules and closes them (`/care/sessions...`); a patient sees their own, without the care
 * team's notes, and may cancel one (`/patient/care-sessions...`).
 */

export const SESSION_KINDS = ['ONBOARDING', 'CHECK_IN', 'SIDE_EFFECTS', 'NUTRITION'] as const;
export const SESSION_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELED', 'NO_SHOW'] as const;
export const SESSION_DURATIONS = [15, 30, 45, 60] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const SESSION_KIND_LABELS: Record<SessionKind, string> = {
  ONBOARDING: 'Onboarding call',
  CHECK_IN: 'Check-in',
  SIDE_EFFECTS: 'Side-effects check',
  NUTRITION: 'Nutrition coaching',
};
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  SCHEDULED: 'Scheduled',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
  NO_SHOW: 'No-show',
};

/** The care team's roles, and what each may do with sessions (enforced by the server; the page hides what a role may not do). */
export type CareRole = 'NURSER' | 'CLIENT_SPECIALIST' | 'CUSTOMER_SUPPORT';
export type SessionAction = 'schedule' | 'reschedule' | 'cancel' | 'noShow' | 'complete' | 'readNotes';
export const SESSION_PERMISSIONS: Record<SessionAction, readonly CareRole[]> = {
  schedule: ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'],
  reschedule: ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'],
  cancel: ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT'],
  noShow: ['NURSER', 'CLIENT_SPECIALIST'],
  // Completing writes the clinical notes: a nurse's alone, and only a nurse reads them.
  complete: ['NURSER'],
  readNotes: ['NURSER'],
};
export const maySession = (role: string | undefined, action: SessionAction) =>
  (SESSION_PERMISSIONS[action] as readonly string[]).includes(role ?? '');

const instant = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2030-01-31T15:00:00Z' });
const kind = z.enum(SESSION_KINDS, { error: `Choose a kind: ${SESSION_KINDS.join(', ')}` });
const duration = z
  .number({ error: 'Choose a duration of 15, 30, 45 or 60 minutes' })
  .refine((n) => (SESSION_DURATIONS as readonly number[]).includes(n), 'Choose a duration of 15, 30, 45 or 60 minutes');

export const scheduleSessionBodySchema = z.object({
  patientId: z.uuid({ error: 'Choose a patient' }),
  kind,
  startsAt: instant,
  durationMinutes: duration,
  /** A care team member's user id; the caller when left out. */
  hostId: z.uuid().optional(),
});
export type ScheduleSessionBody = z.infer<typeof scheduleSessionBodySchema>;

export const rescheduleSessionBodySchema = z.object({ startsAt: instant, durationMinutes: duration.optional() });
export type RescheduleSessionBody = z.infer<typeof rescheduleSessionBodySchema>;

export const completeSessionBodySchema = z.object({
  notes: limitedText(TEXT_LIMITS.note).min(1, 'Write what was discussed'),
});
export type CompleteSessionBody = z.infer<typeof completeSessionBodySchema>;

export const cancelSessionBodySchema = z.object({
  reason: limitedText(TEXT_LIMITS.reason).min(1, 'Give a reason for canceling'),
});
export type CancelSessionBody = z.infer<typeof cancelSessionBodySchema>;

export const SESSION_SORTS = ['startsAt:asc', 'startsAt:desc'] as const;
export const careSessionListQuerySchema = listQuerySchema(SESSION_SORTS, 'startsAt:asc')
  .extend({
    /** Sessions starting at or after this instant. */
    from: instant.optional(),
    /** Sessions starting before this instant. */
    to: instant.optional(),
    status: z.enum(SESSION_STATUSES).optional(),
    kind: z.enum(SESSION_KINDS).optional(),
    /** `me`: the caller's own sessions (as host). */
    host: z.enum(['me', 'any']).default('any'),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: '"to" must be after "from"' });
export type CareSessionListQuery = z.infer<typeof careSessionListQuerySchema>;

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

export const careSessionSchema = z.object({
  id: z.uuid(),
  patient: person,
  host: person,
  kind: z.enum(SESSION_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  /** A nurse's clinical notes; null for the other care roles. */
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CareSession = z.infer<typeof careSessionSchema>;
export const careSessionReplySchema = envelope(careSessionSchema);
export const careSessionListSchema = pageOf(careSessionSchema);
export type CareSessionList = z.infer<typeof careSessionListSchema>;
export const careSessionListReplySchema = envelope(careSessionListSchema);

/** A patient's own session: who holds it and when; never the care team's notes. */
export const patientSessionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SESSION_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  hostName: z.string(),
  cancelReason: z.string().nullable(),
});
export type PatientSession = z.infer<typeof patientSessionSchema>;
export const patientSessionsSchema = z.object({
  /** Scheduled and not yet over, soonest first. */
  upcoming: z.array(patientSessionSchema),
  /** Everything else (held, missed, canceled, or over), newest first. */
  past: z.array(patientSessionSchema),
});
export type PatientSessions = z.infer<typeof patientSessionsSchema>;
export const patientSessionsReplySchema = envelope(patientSessionsSchema);
export const patientSessionReplySchema = envelope(patientSessionSchema);
