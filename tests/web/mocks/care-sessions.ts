import type { CancelSessionBody, CareSession, PatientSession, PatientSessions, ScheduleSessionBody } from '@contracts/care-sessions';
import { apiError, mockApi, type Answer } from './http';

// Care sessions: the care team's list and writes over one in-memory list, and the patient's own calls.

export const SESSION_ID = 'd0000000-0000-4000-8000-000000000001';
export const NURSE_ID = 'd0000000-0000-4000-8000-0000000000aa';
const PATIENT = { id: 'd0000000-0000-4000-8000-0000000000bb', firstName: 'Jamie', lastName: 'Ortiz' };

/** Tomorrow at 15:00 local time, plus `minutes`. */
export const tomorrowAt = (hour = 15, minutes = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(hour, minutes, 0, 0);
  return d.toISOString();
};

export const careSession = (overrides: Partial<CareSession> = {}): CareSession => {
  const startsAt = overrides.startsAt ?? tomorrowAt();
  const durationMinutes = overrides.durationMinutes ?? 30;
  return {
    id: SESSION_ID,
    patient: PATIENT,
    host: { id: NURSE_ID, firstName: 'Casey', lastName: 'Nguyen' },
    kind: 'CHECK_IN',
    status: 'SCHEDULED',
    notes: null,
    cancelReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
    startsAt,
    durationMinutes,
    endsAt: new Date(Date.parse(startsAt) + durationMinutes * 60_000).toISOString(),
  };
};

export const patientSession = (overrides: Partial<PatientSession> = {}): PatientSession => {
  const startsAt = overrides.startsAt ?? tomorrowAt();
  return {
    id: SESSION_ID,
    kind: 'CHECK_IN',
    status: 'SCHEDULED',
    durationMinutes: 30,
    hostName: 'Casey Nguyen',
    cancelReason: null,
    ...overrides,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + (overrides.durationMinutes ?? 30) * 60_000).toISOString(),
  };
};

/**
 * The care team's session calls over one list: GET /care/sessions (filtered by status and kind, paged), POST to
 * schedule (refused with 409 when `overlapAt` is its startsAt) and the row actions. Writes are recorded in order.
 */
export function careSessionStore(initial: CareSession[] = [careSession()], { overlapAt }: { overlapAt?: string } = {}) {
  let items = [...initial];
  const writes: { action: string; id?: string; body: unknown }[] = [];
  let next = 100;
  const change = (action: string, apply: (s: CareSession, body: Record<string, unknown>) => Partial<CareSession>) =>
    mockApi<CareSession, Record<string, unknown>>('post', `/care/sessions/:id/${action}`, ({ params, body }) => {
      writes.push({ action, id: params.id, body });
      const found = items.find((s) => s.id === params.id);
      if (!found) return apiError(404, 'Session not found');
      const updated = careSession({ ...found, ...apply(found, body ?? {}) });
      items = items.map((s) => (s.id === found.id ? updated : s));
      return updated;
    });
  const list = mockApi('get', '/care/sessions', ({ query }) => {
    const shown = items.filter((s) => (!query.status || s.status === query.status) && (!query.kind || s.kind === query.kind));
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 10);
    return {
      items: shown.slice((page - 1) * limit, page * limit),
      total: shown.length,
      page,
      limit,
      totalPages: Math.ceil(shown.length / limit),
    };
  });
  const handlers = [
    list,
    mockApi<CareSession, ScheduleSessionBody>('post', '/care/sessions', ({ body }) => {
      writes.push({ action: 'schedule', body });
      if (overlapAt && body.startsAt === overlapAt)
        return apiError(409, 'The host already has a session scheduled from 2030-01-01 15:00 to 15:30 UTC. Choose another time.');
      const made = careSession({
        id: `d0000000-0000-4000-8000-000000000${next++}`,
        kind: body.kind,
        startsAt: body.startsAt,
        durationMinutes: body.durationMinutes,
      });
      items = [...items, made];
      return made;
    }),
    change('complete', (_, b) => ({ status: 'COMPLETED', notes: String(b.notes) })),
    change('cancel', (_, b) => ({ status: 'CANCELED', cancelReason: String(b.reason) })),
    change('no-show', () => ({ status: 'NO_SHOW' })),
    change('reschedule', (s, b) => ({ startsAt: String(b.startsAt), durationMinutes: Number(b.durationMinutes ?? s.durationMinutes) })),
  ];
  return { handlers, writes, list };
}

/** GET /patient/care-sessions. */
export const mockPatientSessions = (answer: Answer<PatientSessions> = { upcoming: [patientSession()], past: [] }) =>
  mockApi('get', '/patient/care-sessions', answer);

/** POST /patient/care-sessions/{id}/cancel. */
export const mockCancelPatientSession = (answer?: Answer<PatientSession, CancelSessionBody>) =>
  mockApi<PatientSession, CancelSessionBody>(
    'post',
    '/patient/care-sessions/:id/cancel',
    answer ?? (({ body }) => patientSession({ status: 'CANCELED', cancelReason: body.reason })),
    { message: 'Your call was canceled' },
  );
