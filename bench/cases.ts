/**
 * The list cases of `npm run bench` (bench/run.ts), by audience, and the positions they start from at each volume
 * (the last page of a list by cursor, a patient with a weight history, the conversation with the most messages).
 */
import { request } from './load';
import { RARE_LAST_NAME } from './volume';

type Token = { accessToken: string };
export type Tokens = Record<'admin' | 'doctor' | 'patient' | 'partner' | 'care', Token>;

/** Found at each volume: `after=<cursor>` (or `page=1` for a list of one page) to a last page, and ids to read. */
export type Positions = {
  queueLast: string;
  ordersLast: string;
  patientsLast: number;
  patientsLastCursor: string;
  auditLast: string;
  partnerPatientsLastCursor: string;
  /** A patient of the demo doctor on its attention lists (a weight history), for the patient's outcome chart. */
  outcomePatientId: string;
  /** The demo patient's conversation with care@demo.test: a tenth of the volume's messages. */
  conversationId: string;
};
/** `countAuditHours`: the audit log's hourly pass runs just before the case, as its 5-minute job keeps the counts. */
export type ListCase = { name: string; token: string; url: (p: Positions) => string; before?: 'countAuditHours' };

export const LIMIT = 20;
const queue = `/doctors/orders?status=PENDING_REVIEW&sort=createdAt:asc&limit=${LIMIT}`;
const allOrders = `/doctors/orders?sort=createdAt:desc&limit=${LIMIT}`;
const AUDIT = `/super-admin/audit-logs?limit=${LIMIT}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function listCases({ admin, doctor, patient, partner, care }: Tokens): ListCase[] {
  const as = (token: Token, name: string, url: (p: Positions) => string): ListCase => ({ name, token: token.accessToken, url });
  return [
    as(doctor, 'doctor queue, page 1', () => `${queue}&page=1`),
    as(doctor, 'doctor queue, last page (cursor)', (p) => `${queue}&${p.queueLast}`),
    as(doctor, 'doctor orders, last page (cursor)', (p) => `${allOrders}&${p.ordersLast}`),
    as(doctor, `doctor orders, search ${RARE_LAST_NAME}`, () => `/doctors/orders?search=${RARE_LAST_NAME}&limit=${LIMIT}`),
    as(doctor, 'doctor patients, page 1', () => `/doctors/patients?page=1&limit=${LIMIT}`),
    as(doctor, 'doctor patients, last page', (p) => `/doctors/patients?page=${p.patientsLast}&limit=${LIMIT}`),
    as(doctor, `doctor patients, search ${RARE_LAST_NAME}`, () => `/doctors/patients?search=${RARE_LAST_NAME}&limit=${LIMIT}`),
    as(doctor, 'doctor patients, last page (cursor)', (p) => `/doctors/patients?sort=name:asc&limit=${LIMIT}&${p.patientsLastCursor}`),
    as(patient, 'patient orders', () => '/patient/orders?page=1&limit=10'),
    // Outcomes (README "Outcomes"): the five reads, over the volume's weight histories.
    as(patient, 'outcomes, patient', () => '/patient/outcomes'),
    as(doctor, 'outcomes, doctor attention lists', () => '/doctors/outcomes/attention'),
    as(doctor, "outcomes, doctor's patient chart", (p) => `/doctors/patients/${p.outcomePatientId}/outcomes`),
    as(partner, 'outcomes, partner aggregate', () => '/gym-owner/outcomes'),
    as(admin, 'outcomes, administrator aggregate', () => '/super-admin/outcomes'),
    // The partner's and the administrator's lists.
    as(partner, 'partner patients, page 1', () => `/gym-owner/patients?page=1&limit=${LIMIT}`),
    as(
      partner,
      'partner patients, last page (cursor)',
      (p) => `/gym-owner/patients?sort=name:asc&limit=${LIMIT}&${p.partnerPatientsLastCursor}`,
    ),
    as(partner, `partner patients, search ${RARE_LAST_NAME}`, () => `/gym-owner/patients?search=${RARE_LAST_NAME}&limit=${LIMIT}`),
    as(partner, 'partner orders, page 1', () => `/gym-owner/orders?page=1&limit=${LIMIT}`),
    as(admin, 'admin orders, page 1', () => `/super-admin/orders?limit=${LIMIT}`),
    as(admin, 'admin orders, awaiting review', () => `/super-admin/orders?status=PENDING_REVIEW&limit=${LIMIT}`),
    as(admin, `admin orders, search ${RARE_LAST_NAME}`, () => `/super-admin/orders?search=${RARE_LAST_NAME}&limit=${LIMIT}`),
    as(admin, 'admin patients, page 1', () => `/super-admin/patients?limit=${LIMIT}`),
    as(admin, `admin patients, search ${RARE_LAST_NAME}`, () => `/super-admin/patients?search=${RARE_LAST_NAME}&limit=${LIMIT}`),
    as(admin, 'admin partners, page 1', () => `/super-admin/gym-owners?limit=${LIMIT}`),
    as(admin, 'admin partners, by name', () => `/super-admin/gym-owners?sort=businessName:asc&limit=${LIMIT}`),
    // The care team, the chat and the patient's activity history.
    as(care, 'care tasks, open by due date', () => `/care/tasks?limit=${LIMIT}`),
    as(care, 'care tasks, done, newest', () => `/care/tasks?status=DONE&sort=createdAt:desc&limit=${LIMIT}`),
    as(care, `care patients, search ${RARE_LAST_NAME}`, () => `/care/patients?search=${RARE_LAST_NAME}&limit=${LIMIT}`),
    as(care, 'chat conversations (care)', () => `/chat/conversations?limit=${LIMIT}`),
    as(care, 'chat messages, newest page', (p) => `/chat/conversations/${p.conversationId}/messages?limit=${LIMIT}`),
    as(patient, 'patient activities, page 1', () => `/activities?page=1&limit=${LIMIT}`),
    as(patient, 'patient activity stats', () => '/activities/stats'),
    // The HIPAA audit log (partitioned by month, migration 0048): AUDIT_ROWS_PER_ORDER rows an order.
    as(admin, 'audit log, page 1', () => AUDIT),
    as(admin, 'audit log, last page (cursor)', (p) => `${AUDIT}&${p.auditLast}`),
    as(admin, 'audit log, by actor', () => `${AUDIT}&actor=doctor%40demo.test`),
    as(admin, `audit log, by patient ${RARE_LAST_NAME}`, () => `${AUDIT}&patient=${RARE_LAST_NAME}`),
    as(admin, 'audit log, by action', () => `${AUDIT}&action=EXPORT`),
    as(admin, 'audit log, a week three years ago', () => `${AUDIT}&startDate=${day(-1095)}&endDate=${day(-1089)}`),
    // The bench's own requests write tens of thousands of audit rows an hour: counted by the pass every 5 minutes.
    { ...as(admin, 'audit log statistics, 30 days', () => '/super-admin/audit-logs/statistics'), before: 'countAuditHours' },
  ];
}

type Data = Record<string, unknown> & { nextCursor?: string; pagination?: { nextCursor?: string } };

export async function findPositions(api: string, { admin, doctor, patient, partner }: Tokens): Promise<Positions> {
  const read = async (path: string, token: Token) =>
    (JSON.parse((await request(`${api}${path}`, { headers: { authorization: `Bearer ${token.accessToken}` } })).body) as { data: Data })
      .data;
  const after = (cursor: string | undefined) => (cursor ? `after=${encodeURIComponent(cursor)}` : 'page=1');
  /**
   * `after=` the cursor that starts a list's last page: the position of the (LIMIT + 1)th row from the other end (the
   * list read the other way round with one row more). A cursor is a position and the sort gives the direction, so
   * `path&after=` it returns the last LIMIT rows, as walking there would. Fewer than LIMIT + 1 rows: `page=1`.
   */
  const lastOf = async (reversed: string, token: Token) => {
    const data = await read(reversed.replace(`limit=${LIMIT}`, `limit=${LIMIT + 1}`), token);
    return after(data.nextCursor ?? data.pagination?.nextCursor);
  };
  const flip = (path: string) =>
    path.includes('createdAt:asc') ? path.replace('createdAt:asc', 'createdAt:desc') : path.replace('createdAt:desc', 'createdAt:asc');
  const attention = (await read('/doctors/outcomes/attention', doctor)) as Record<string, { items: { patientId: string }[] }>;
  const entry = [attention.notResponding, attention.losingFast, attention.noWeight].flatMap((list) => list.items)[0];
  // The demo patient's conversation with the care team (its other participant a care role, NURSER).
  const mine = (await read('/chat/conversations?limit=100', patient)) as unknown as {
    items: { id: string; participants: { role: string }[] }[];
  };
  const conversation = mine.items.find((c) => c.participants.some((p) => p.role === 'NURSER'));
  return {
    queueLast: await lastOf(flip(queue), doctor),
    ordersLast: await lastOf(flip(allOrders), doctor),
    patientsLast: Math.max(1, Number((await read(`/doctors/patients?page=1&limit=${LIMIT}`, doctor)).totalPages)),
    patientsLastCursor: await lastOf(`/doctors/patients?sort=name:desc&limit=${LIMIT}`, doctor),
    auditLast: await lastOf(`${AUDIT}&sortOrder=asc`, admin),
    partnerPatientsLastCursor: await lastOf(`/gym-owner/patients?sort=name:desc&limit=${LIMIT}`, partner),
    outcomePatientId: entry?.patientId ?? '00000000-0000-4000-8000-000000000000',
    conversationId: conversation?.id ?? '00000000-0000-4000-8000-000000000000',
  };
}
