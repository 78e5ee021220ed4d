/**
 * The care team's access (README "Care team"): each care role reads every patient and their orders, read-only; only
 * a nurse's chart carries the intake; every other role is refused (403) on the /care calls; every read is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, CARE_ACCOUNTS, createTestApp, patientIdByEmail, signInAll, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

type Page = { items: { id: string; email: string }[]; total: number };
type Chart = {
  id: string;
  email: string;
  latestIntake: { answers: Record<string, unknown> } | null;
  bmi: number | null;
  orders: { id: string; status: string }[];
};

let t: TestApp;
let tokens: Record<string, string>;
let users: Record<string, string>;
const ACCOUNTS = CARE_ACCOUNTS;
let jamie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens, users } = await signInAll(t.app, ACCOUNTS));
  jamie = await patientIdByEmail(t.db, 'jamie.ortiz@demo.test');
});
afterAll(() => t.close());

const get = (url: string, who: string) => call(t.app, { method: 'GET', url, token: tokens[who] });

describe('care team roles', () => {
  it.each(['nurse', 'specialist', 'support'])('%s lists every patient, searched and paged, and the read is audited', async (who) => {
    const total = await t.db
      .selectFrom('patients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const all = await get('/care/patients?limit=100', who);
    expect(all.status).toBe(200);
    expect((all.body.data as unknown as Page).total).toBe(Number(total.n));
    const found = (await get('/care/patients?search=jamie', who)).body.data as unknown as Page;
    expect(found.items.map((p) => p.email)).toEqual(['jamie.ortiz@demo.test']);
    const paged = (await get('/care/patients?limit=1&page=2', who)).body.data as unknown as Page;
    expect(paged.items).toHaveLength(1);
    expect(await auditOutcomes(t.db, { actor_user_id: users[who], action: 'LIST', resource_type: 'patient' })).not.toHaveLength(0);
  });

  it("a nurse reads the clinical chart: contact, orders and the latest intake's answers", async () => {
    const before = await auditOutcomes(t.db, { actor_user_id: users.nurse, patient_id: jamie });
    const res = await get(`/care/patients/${jamie}`, 'nurse');
    expect(res.status).toBe(200);
    const chart = res.body.data as unknown as Chart;
    expect(chart.email).toBe('jamie.ortiz@demo.test');
    expect(chart.orders.length).toBeGreaterThan(0);
    expect(chart.latestIntake?.answers).toBeTruthy();
    expect((await auditOutcomes(t.db, { actor_user_id: users.nurse, patient_id: jamie })).length).toBeGreaterThan(before.length);
  });

  it.each(['specialist', 'support'])('%s reads contact and orders, never the intake', async (who) => {
    const res = await get(`/care/patients/${jamie}`, who);
    expect(res.status).toBe(200);
    const chart = res.body.data as unknown as Chart;
    expect(chart.email).toBe('jamie.ortiz@demo.test');
    expect(chart.orders.length).toBeGreaterThan(0);
    expect(chart.latestIntake).toBeNull();
    expect(chart.bmi).toBeNull();
    expect(await auditOutcomes(t.db, { actor_user_id: users[who], patient_id: jamie, resource_type: 'patient' })).toContain('SUCCESS');
  });

  it('an unknown patient is 404 and leaves a DENIED row', async () => {
    const denied = (await auditOutcomes(t.db, { actor_user_id: users.nurse, outcome: 'DENIED' })).length;
    const res = await get('/care/patients/00000000-0000-4000-8000-000000000000', 'nurse');
    expect(res.status).toBe(404);
    expect(await auditOutcomes(t.db, { actor_user_id: users.nurse, outcome: 'DENIED' })).toHaveLength(denied + 1);
  });

  it.each(['nurse', 'specialist', 'support'])(
    '%s cannot pay an unpaid order (POST /payment-intent is open to any signed-in user)',
    async (who) => {
      const order = await t.db
        .selectFrom('orders')
        .select(['id', 'payment_status'])
        .where('payment_status', '!=', 'PAID')
        .executeTakeFirstOrThrow();
      const res = await call(t.app, {
        method: 'POST',
        url: '/payment-intent',
        token: tokens[who],
        payload: {
          orderId: order.id,
          payment: { paymentMethodId: 'pm_card_visa' },
          idempotencyKey: `care-${who}`,
        },
      });
      expect(res.status).toBe(403);
      const after = await t.db.selectFrom('orders').select('payment_status').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(after.payment_status).toBe(order.payment_status);
    },
  );

  it('the care team cannot change a patient: the write routes of other audiences are 403', async () => {
    const res = await call(t.app, { method: 'PATCH', url: `/doctors/patients/${jamie}`, token: tokens.nurse, payload: { city: 'X' } });
    expect(res.status).toBe(403);
  });
});

describe('other roles', () => {
  it.each(['patient', 'partner', 'doctor', 'admin'])('%s is refused on the care calls (403)', async (who) => {
    expect((await get('/care/patients', who)).status).toBe(403);
    expect((await get(`/care/patients/${jamie}`, who)).status).toBe(403);
  });

  it('an anonymous caller is 401', async () => {
    expect((await call(t.app, { method: 'GET', url: '/care/patients' })).status).toBe(401);
  });
});
