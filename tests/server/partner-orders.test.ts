import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, partnerIdByEmail, patientIdByEmail, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';
import { decideIntake } from './helpers/orders';

type Order = {
  id: string;
  number: number;
  status: string;
  approvalStatus: string;
  paymentStatus: string;
  patientId: string;
  patientName: string;
  partnerNote: string | null;
  productName: string;
  createdAt: string;
};
type Detail = Order & {
  patientEmail: string;
  doctorName: string | null;
  doctorApproveQuestionsStatus: string | null;
  renewsOn: string | null;
};
type List = { orders: Order[]; total: number };

let t: TestApp;
let partner: Session;
let doctor: Session;
let other: OtherPartner;

beforeAll(async () => {
  t = await createTestApp();
  partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
  doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  other = await createOtherPartner(t);
});
afterAll(() => t.close());

const get = (url: string, token = partner.accessToken) => call(t.app, { method: 'GET', url, token });
const list = async (query = '', token = partner.accessToken) =>
  (await get(`/gym-owner/orders${query}`, token)).body.data as unknown as List;
const patch = (id: string, payload: Record<string, unknown>, token = partner.accessToken) =>
  call(t.app, { method: 'PATCH', url: `/gym-owner/orders/${id}`, token, payload });
const orderOf = async (email: string, status: string) =>
  await t.db
    .selectFrom('orders')
    .select(['id', 'status', 'approval_status', 'partner_note', 'payment_status'])
    .where('patient_id', '=', await patientIdByEmail(t.db, email))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
const row = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'approval_status', 'partner_note', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET /gym-owner/orders', () => {
  it("lists only the partner's patients' orders, newest first, with data.orders and data.total", async () => {
    const mine = await list('?limit=100');
    const partnerId = await partnerIdByEmail(t.db, 'partner@demo.test');
    const inDb = await t.db.selectFrom('orders').select('id').where('partner_id', '=', partnerId).execute();
    expect(mine.total).toBe(inDb.length);
    expect(mine.orders.map((o) => o.id).sort()).toEqual(inDb.map((o) => o.id).sort());
    expect(mine.orders.map((o) => o.id)).not.toContain(other.orderId);
    const dates = mine.orders.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const theirs = await list('', other.session.accessToken);
    expect(theirs.orders.map((o) => o.id).sort()).toEqual([other.orderId, other.activeOrderId].sort());
  });

  it('pages without overlap, sorts by number and filters by status and approval', async () => {
    const all = await list('?sort=number:asc&limit=100');
    const numbers = all.orders.map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const page2 = await list('?sort=number:asc&limit=2&page=2');
    expect(page2.total).toBe(all.total);
    expect(page2.orders.map((o) => o.id)).toEqual(all.orders.slice(2, 4).map((o) => o.id));
    const pending = await list('?status=PENDING_REVIEW&approvalStatus=PENDING');
    expect(pending.orders.length).toBeGreaterThan(0);
    expect(pending.orders.every((o) => o.status === 'PENDING_REVIEW' && o.approvalStatus === 'PENDING')).toBe(true);
  });

  it("searches by the patient's name, the order number or the product", async () => {
    const riley = await list('?search=riley');
    expect(riley.orders.length).toBeGreaterThan(0);
    expect(riley.orders.every((o) => o.patientName === 'Riley Thompson')).toBe(true);
    const [first] = (await list()).orders;
    expect((await list(`?search=${first.number}`)).orders.map((o) => o.id)).toContain(first.id);
    expect((await list('?search=Tirzepatide')).orders.every((o) => /tirzepatide/i.test(o.productName))).toBe(true);
    expect((await list('?search=Pat%20Elsewhere')).total).toBe(0);
  });

  it('refuses other roles (403), no token (401), and a bad query (400 with a message)', async () => {
    expect((await get('/gym-owner/orders', doctor.accessToken)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/gym-owner/orders' })).status).toBe(401);
    for (const query of ['?limit=0', '?sort=patient:asc', '?status=LOST', '?approvalStatus=MAYBE', '?page=-1']) {
      const res = await get(`/gym-owner/orders${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('GET /gym-owner/orders/{id}', () => {
  it('shows one of my orders with the patient and the doctor', async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    const res = await get(`/gym-owner/orders/${riley.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as Detail;
    expect(data).toMatchObject({
      id: riley.id,
      patientName: 'Riley Thompson',
      patientEmail: 'riley.thompson@demo.test',
      approvalStatus: 'PENDING',
    });
    expect(data.doctorName).toMatch(/^Dr\. /);
  });

  it("answers 404 for another partner's order and leaves a DENIED row", async () => {
    const res = await get(`/gym-owner/orders/${other.orderId}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Order not found');
    expect(await auditOutcomes(t.db, { resource_id: other.orderId, actor_user_id: partner.user.id as string })).toEqual(['DENIED']);
  });
});

describe('PATCH /gym-owner/orders/{id}', () => {
  it("approves an order for the gym: it stays in the doctor's queue, marked approved, and the doctor decides", async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    const res = await patch(riley.id, { approvalStatus: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order updated successfully');
    expect(res.body.data).toMatchObject({ approvalStatus: 'APPROVED', status: 'PENDING_REVIEW' });
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_id: riley.id, actor_user_id: partner.user.id as string })).toEqual([
      'SUCCESS',
    ]);
    const queue = await get('/doctors/orders?status=PENDING_REVIEW&limit=100', doctor.accessToken);
    const inQueue = (queue.body.data as unknown as List).orders.find((o) => o.id === riley.id);
    expect(inQueue?.approvalStatus).toBe('APPROVED');
    // The partner cannot change the approval once the doctor has decided.
    const decided = await decideIntake(t, riley.id, doctor.accessToken, { doctorApproveQuestionsStatus: 'APPROVED' });
    expect(decided.status).toBe(200);
    const late = await patch(riley.id, { approvalStatus: 'DENIED' });
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/doctor has already decided/);
    expect((await row(riley.id)).status).toBe('APPROVED');
  });

  it("keeps the partner's sign-off when the doctor decides otherwise: the decision is the doctor's own field", async () => {
    const riley = await t.db
      .selectFrom('orders')
      .select(['patient_id', 'partner_id', 'doctor_id', 'product_variation_key', 'amount_cents'])
      .where('patient_id', '=', await patientIdByEmail(t.db, 'riley.thompson@demo.test'))
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('orders')
      .values({ ...riley, status: 'PENDING_REVIEW' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await patch(id, { approvalStatus: 'APPROVED' })).status).toBe(200);
    const denied = await decideIntake(t, id, doctor.accessToken, {
      doctorApproveQuestionsStatus: 'DENIED',
      doctorDenialReason: 'Not safe with current medication.',
    });
    expect(denied.status).toBe(200);
    const seen = (await get(`/gym-owner/orders/${id}`)).body.data as unknown as Detail;
    expect(seen).toMatchObject({ status: 'DENIED', approvalStatus: 'APPROVED', doctorApproveQuestionsStatus: 'DENIED' });
  });

  it('declines an order: it is withdrawn (canceled, refunded) and leaves the doctor’s queue', async () => {
    const morgan = await orderOf('morgan.avery@demo.test', 'PENDING_REVIEW');
    const res = await patch(morgan.id, { approvalStatus: 'DENIED', partnerNote: 'Not a member any more' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ approvalStatus: 'DENIED', status: 'CANCELLED', partnerNote: 'Not a member any more' });
    expect((await row(morgan.id)).payment_status).toBe('REFUNDED');
    const decide = await decideIntake(t, morgan.id, doctor.accessToken, {
      doctorApproveQuestionsStatus: 'APPROVED',
      overrideReason: 'checked',
    });
    expect(decide.status).toBe(409);
  });

  it('changes only the note when only the note is sent; an empty note clears it', async () => {
    const jamie = await orderOf('jamie.ortiz@demo.test', 'APPROVED');
    const before = await row(jamie.id);
    const res = await patch(jamie.id, { partnerNote: 'Called to check in' });
    expect(res.status).toBe(200);
    expect(await row(jamie.id)).toEqual({ ...before, partner_note: 'Called to check in' });
    await patch(jamie.id, { partnerNote: '' });
    expect((await row(jamie.id)).partner_note).toBeNull();
  });

  it('refuses what only a doctor or a pharmacy may do, and transitions the state machine does not have', async () => {
    const jamie = await orderOf('jamie.ortiz@demo.test', 'APPROVED');
    const drew = await orderOf('drew.patel@demo.test', 'DELIVERED');
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      [jamie.id, { status: 'DENIED' }, 403, /Only the doctor/],
      [jamie.id, { status: 'SHIPPED' }, 403, /pharmacy/],
      [jamie.id, { status: 'PENDING_REVIEW' }, 422, /cannot go back to review/],
      [jamie.id, { approvalStatus: 'DENIED' }, 422, /approval can no longer change/],
      [drew.id, { status: 'CANCELLED' }, 422, /can no longer be canceled/],
      [jamie.id, { approvalStatus: 'APPROVED', status: 'CANCELLED' }, 400, /not both/],
    ];
    for (const [id, body, status, message] of cases) {
      const before = await row(id);
      const res = await patch(id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(await row(id)).toEqual(before);
    }
  });

  it('cancels an open order', async () => {
    const res = await patch(other.orderId, { status: 'CANCELLED' }, other.session.accessToken);
    expect(res.status).toBe(200);
    expect((res.body.data as unknown as Order).status).toBe('CANCELLED');
    expect((await patch(other.orderId, { status: 'CANCELLED' }, other.session.accessToken)).status).toBe(409);
  });

  it('answers bad bodies with 400 and a message, and changes nothing', async () => {
    const jamie = await orderOf('jamie.ortiz@demo.test', 'APPROVED');
    const before = await row(jamie.id);
    for (const body of [{}, { medicationPackages: [] }, { approvalStatus: 'MAYBE' }, { partnerNote: 'x'.repeat(2001) }, { status: 7 }]) {
      const res = await patch(jamie.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await row(jamie.id)).toEqual(before);
  });

  it("answers 404 for another partner's order, changes nothing, and leaves a DENIED row", async () => {
    const before = await row(other.activeOrderId);
    const res = await patch(other.activeOrderId, { partnerNote: 'mine now' });
    expect(res.status).toBe(404);
    expect(await row(other.activeOrderId)).toEqual(before);
    expect(await auditOutcomes(t.db, { resource_id: other.activeOrderId, outcome: 'DENIED', action: 'UPDATE' })).toEqual(['DENIED']);
  });
});
