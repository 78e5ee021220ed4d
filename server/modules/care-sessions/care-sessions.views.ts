import type { CareSession, PatientSession } from '#contracts/care-sessions';
import type { SessionRow } from './care-sessions.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A session for the care team; the notes only when the caller may read them (a nurse). */
export const careSessionView = (r: SessionRow, withNotes: boolean): CareSession => ({
  id: r.id,
  patient: { id: r.patient_id, firstName: r.patient_first_name, lastName: r.patient_last_name },
  host: { id: r.host_id, firstName: r.host_first_name, lastName: r.host_last_name },
  kind: r.kind,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  durationMinutes: r.duration_minutes,
  status: r.status,
  notes: withNotes ? r.notes : null,
  cancelReason: r.cancel_reason,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** A session for its patient: never the care team's notes. */
export const patientSessionView = (r: SessionRow): PatientSession => ({
  id: r.id,
  kind: r.kind,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  durationMinutes: r.duration_minutes,
  status: r.status,
  hostName: `${r.host_first_name} ${r.host_last_name}`,
  cancelReason: r.cancel_reason,
});
