/**
 * The partner's order steps and the Patient Intake Form of the partner and admin portals:
 * GET /gym-owner/orders/{id}/intake, GET /super-admin/orders/{id}/intake, GET /gym-owner/orders/{id}/medications and
 * the medication package of PATCH /gym-owner/orders/{id}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, patientIdByEmail, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';

let t: TestApp;
let partner: Session;
let admin: Session;
let doctor: Session;
let patient: Session;
let other: OtherPartner;

beforeAll(async () => {
  t = await createTestApp();
  partner = await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD);
  admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
  doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
  patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
  other = await createOtherPartner(t);
});
afterAll(() => t.close());

const get = (url: string, token = partner.accessToken) => call(t.app, { method: 'GET', url, token });
const patch = (id: string, payload: Record<string, unknown>, token = partner.accessToken) =>
  call(t.app, { method: 'PATCH', url: `/gym-owner/orders/${id}`, token, payload });
const orderOf = async (email: string, status: string) =>
  await t.db
    .selectFrom('orders')
    .select(['id', 'status', 'product_variation_key', 'plan_months', 'amount_cents', 'payment_status'])
    .where('patient_id', '=', await patientIdByEmail(t.db, email))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
const row = (id: string) =>
  t.db.selectFrom('orders').select(['status', 'product_variation_key', 'plan_months']).where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /gym-owner/orders/{id}/intake and /super-admin/orders/{id}/intake', () => {
  it("gives the partner their patient's intake: the order, the flags and every question with its answer", async () => {
    const morgan = await orderOf('morgan.avery@demo.test', 'PENDING_REVIEW');
    const res = await get(`/gym-owner/orders/${morgan.id}/intake`);
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown> & { questionsList: unknown[]; answers: Record<string, unknown> };
    expect(data).toMatchObject({ orderId: morgan.id, patientName: 'Morgan Avery', patientState: 'CA' });
    expect((data.screeningFlags as { rule: string }[]).map((f) => f.rule)).toEqual(['GALLBLADDER_DISEASE', 'DIABETES']);
    expect(data.questionsList.length).toBeGreaterThan(3);
    expect(Object.keys(data.answers).length).toBeGreaterThan(3);
    const reads = await auditOutcomes(t.db, {
      resource_type: 'order_questions',
      resource_id: morgan.id,
      actor_user_id: partner.user.id as string,
      action: 'READ',
    });
    expect(reads).toEqual(['SUCCESS']);
  });

  it("answers 404 for another partner's order, with a DENIED row", async () => {
    const res = await get(`/gym-owner/orders/${other.orderId}/intake`);
    expect(res.status).toBe(404);
    expect(await auditOutcomes(t.db, { resource_id: other.orderId, actor_user_id: partner.user.id as string })).toEqual(['DENIED']);
  });

  it('gives the administrator any order’s intake, the other partner’s too', async () => {
    const res = await get(`/super-admin/orders/${other.orderId}/intake`, admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: other.orderId, patientName: 'Pat Elsewhere', questionsList: [], answers: {} });
    expect(await auditOutcomes(t.db, { resource_id: other.orderId, actor_user_id: admin.user.id as string, action: 'READ' })).toEqual([
      'SUCCESS',
    ]);
  });

  it('refuses every other role with 403', async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    for (const token of [doctor.accessToken, patient.accessToken, admin.accessToken])
      expect((await get(`/gym-owner/orders/${riley.id}/intake`, token)).status).toBe(403);
    for (const token of [doctor.accessToken, patient.accessToken, partner.accessToken])
      expect((await get(`/super-admin/orders/${riley.id}/intake`, token)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: `/gym-owner/orders/${riley.id}/intake` })).status).toBe(401);
  });
});

describe('GET /gym-owner/orders/{id}/medications', () => {
  it('offers the doses of the paid product while the order awaits the doctor', async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    const res = await get(`/gym-owner/orders/${riley.id}/medications`);
    expect(res.status).toBe(200);
    const data = res.body.data as { changeable: boolean; current: { productVariationKey: string }; options: { productName: string }[] };
    expect(data.changeable).toBe(true);
    expect(data.current.productVariationKey).toBe(riley.product_variation_key);
    expect(data.options.length).toBeGreaterThan(0);
    expect(new Set(data.options.map((o) => o.productName)).size).toBe(1);
  });

  it('says an order the doctor decided on can no longer change', async () => {
    const jamie = await orderOf('jamie.ortiz@demo.test', 'APPROVED');
    const res = await get(`/gym-owner/orders/${jamie.id}/medications`);
    expect((res.body.data as { changeable: boolean }).changeable).toBe(false);
  });

  it("answers 404 for another partner's order and 403 for other roles", async () => {
    expect((await get(`/gym-owner/orders/${other.orderId}/medications`)).status).toBe(404);
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    for (const token of [doctor.accessToken, patient.accessToken, admin.accessToken])
      expect((await get(`/gym-owner/orders/${riley.id}/medications`, token)).status).toBe(403);
  });
});

describe('PATCH /gym-owner/orders/{id} with medicationPackages', () => {
  it('changes the dose of an order awaiting the doctor (a paid order keeps its product, plan and price)', async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    const res = await patch(riley.id, { medicationPackages: [{ productVariationKey: 'semaglutide-maintenance' }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ productVariationKey: 'semaglutide-maintenance', status: 'PENDING_REVIEW' });
    const after = await row(riley.id);
    expect(after).toMatchObject({ product_variation_key: 'semaglutide-maintenance', plan_months: riley.plan_months });
    await patch(riley.id, { medicationPackages: [{ productVariationKey: riley.product_variation_key }] });
  });

  it('refuses another product once paid, an unknown dose, and an order the doctor decided on; nothing changes', async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    expect(riley.payment_status).toBe('PAID');
    const product = await patch(riley.id, { medicationPackages: [{ productVariationKey: 'tirzepatide-starter' }] });
    expect(product.status).toBe(422);
    const unknown = await patch(riley.id, { medicationPackages: [{ productVariationKey: 'no-such-dose' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/available medication/);
    const jamie = await orderOf('jamie.ortiz@demo.test', 'APPROVED');
    const decided = await patch(jamie.id, { medicationPackages: [{ productVariationKey: 'tirzepatide-maintenance' }] });
    expect(decided.status).toBe(422);
    expect(decided.body.message).toMatch(/can no longer change/);
    expect((await row(riley.id)).product_variation_key).toBe(riley.product_variation_key);
    expect((await row(jamie.id)).product_variation_key).toBe(jamie.product_variation_key);
  });

  it('refuses changing the medication and withdrawing the order at once (400)', async () => {
    const riley = await orderOf('riley.thompson@demo.test', 'PENDING_REVIEW');
    const res = await patch(riley.id, {
      approvalStatus: 'DENIED',
      medicationPackages: [{ productVariationKey: 'semaglutide-maintenance' }],
    });
    expect(res.status).toBe(400);
    expect((await row(riley.id)).status).toBe('PENDING_REVIEW');
  });

  it("answers 404 for another partner's order and changes nothing", async () => {
    const res = await patch(other.orderId, { medicationPackages: [{ productVariationKey: 'semaglutide-maintenance' }] });
    expect(res.status).toBe(404);
    expect((await row(other.orderId)).product_variation_key).toBe('semaglutide-starter');
  });
});
