import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorSettings } from '#contracts/doctor-settings';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, send, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

/** GET and PUT /doctors/settings: the doctor's default pharmacy, among the pharmacies assigned to them. */
let t: TestApp;
const tokens = { doctor: '', medical: '', delegate: '', admin: '', patient: '', partner: '', care: '' };
const ids = { doctor: '', medical: '', rx: '', digital: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [
    ['doctor', 'doctor@demo.test'],
    ['medical', 'medical@demo.test'],
    ['admin', 'admin@demo.test'],
    ['patient', 'patient@demo.test'],
    ['partner', 'partner@demo.test'],
    ['care', 'care@demo.test'],
  ] as const) {
    tokens[who] = (await signIn(t.app, email, DEMO_PASSWORD)).accessToken;
  }
  const assistant = await signIn(t.app, 'assistant@demo.test', DEMO_PASSWORD);
  const selected = await send(t.app, 'POST', '/auth/select-delegate-access', assistant.accessToken, {
    delegateAccessId: assistant.delegateAccesses[0].id,
  });
  tokens.delegate = (selected.body.data as { delegateAccessToken: string }).delegateAccessToken;
  ids.doctor = await doctorIdByEmail(t.db, 'doctor@demo.test');
  ids.medical = await doctorIdByEmail(t.db, 'medical@demo.test');
  const pharmacies = await t.db.selectFrom('pharmacies').select(['id', 'provider']).execute();
  ids.rx = pharmacies.find((p) => p.provider === 'RX_PROVIDER')!.id;
  ids.digital = pharmacies.find((p) => p.provider === 'DIGITAL_RX')!.id;
});
afterAll(() => t.close());

const get = (token: string) => call(t.app, { method: 'GET', url: '/doctors/settings', token });
const put = (token: string, payload: Record<string, unknown>) => call(t.app, { method: 'PUT', url: '/doctors/settings', token, payload });
const settingsOf = (res: { body: { data?: unknown } }) => res.body.data as DoctorSettings;
const row = (doctorId: string) =>
  t.db.selectFrom('doctor_settings').select(['default_pharmacy_id', 'updated_at']).where('doctor_id', '=', doctorId).executeTakeFirst();

describe('reading settings', () => {
  it('gives the doctor their assigned pharmacies and no default before the first save', async () => {
    const res = await get(tokens.doctor);
    expect(res.status).toBe(200);
    const data = settingsOf(res);
    expect(data.pharmacies.map((p) => p.provider).sort()).toEqual(['DIGITAL_RX', 'RX_PROVIDER']);
    expect(data).toMatchObject({ defaultPharmacyId: null, canChange: true, updatedAt: null });
    expect(data.rxDefaults).toEqual({ quantity: 4, refills: 0, daysSupply: 28 });
    expect(await row(ids.doctor)).toBeUndefined();
  });

  it('refuses every other role with 403', async () => {
    for (const who of ['admin', 'patient', 'partner', 'care'] as const) {
      expect((await get(tokens[who])).status, who).toBe(403);
      expect((await put(tokens[who], { defaultPharmacyId: ids.rx })).status, who).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: '/doctors/settings' })).status).toBe(401);
  });
});

describe('saving the default pharmacy', () => {
  it('saves a pharmacy assigned to the doctor, audited, and reads it back', async () => {
    const res = await put(tokens.doctor, { defaultPharmacyId: ids.digital });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Settings saved successfully');
    expect(settingsOf(res)).toMatchObject({ defaultPharmacyId: ids.digital, canChange: true, updatedAt: expect.any(String) });
    expect(settingsOf(await get(tokens.doctor)).defaultPharmacyId).toBe(ids.digital);
    expect(await row(ids.doctor)).toMatchObject({ default_pharmacy_id: ids.digital });
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'doctor_settings', resource_id: ids.doctor })).toEqual(['SUCCESS']);
  });

  it('refuses a pharmacy not assigned to the doctor (422) and changes nothing', async () => {
    const before = await row(ids.medical);
    const res = await put(tokens.medical, { defaultPharmacyId: ids.digital });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'DEFAULT_PHARMACY_NOT_ASSIGNED',
      message: 'The default pharmacy must be one of the pharmacies assigned to you; an administrator assigns them.',
    });
    expect(await row(ids.medical)).toEqual(before);
    const unknown = await put(tokens.doctor, { defaultPharmacyId: crypto.randomUUID() });
    expect(unknown.status).toBe(422);
    expect(await row(ids.doctor)).toMatchObject({ default_pharmacy_id: ids.digital });
    expect((await put(tokens.doctor, { defaultPharmacyId: 'not-an-id' })).status).toBe(400);
    expect(await row(ids.doctor)).toMatchObject({ default_pharmacy_id: ids.digital });
  });

  it('keeps each doctor to their own settings', async () => {
    const res = await put(tokens.medical, { defaultPharmacyId: ids.rx });
    expect(res.status).toBe(200);
    expect(settingsOf(await get(tokens.medical)).defaultPharmacyId).toBe(ids.rx);
    expect(settingsOf(await get(tokens.doctor)).defaultPharmacyId).toBe(ids.digital);
  });

  it('changes only the fields sent: an empty body keeps the default', async () => {
    const res = await put(tokens.doctor, {});
    expect(res.status).toBe(200);
    expect(settingsOf(res).defaultPharmacyId).toBe(ids.digital);
  });

  it('lets a delegate read the settings but not change them (403, audited, nothing changed)', async () => {
    const read = await get(tokens.delegate);
    expect(read.status).toBe(200);
    expect(settingsOf(read)).toMatchObject({ defaultPharmacyId: ids.digital, canChange: false });
    const res = await put(tokens.delegate, { defaultPharmacyId: ids.rx });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the doctor can change their settings; a delegate acting for them can only see them.');
    expect(await row(ids.doctor)).toMatchObject({ default_pharmacy_id: ids.digital });
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'doctor_settings', outcome: 'DENIED' })).toEqual(['DENIED']);
  });

  it('reads a default the administrator has since unassigned as none', async () => {
    await t.db.deleteFrom('pharmacy_assignments').where('doctor_id', '=', ids.doctor).where('pharmacy_id', '=', ids.digital).execute();
    const data = settingsOf(await get(tokens.doctor));
    expect(data.pharmacies.map((p) => p.id)).toEqual([ids.rx]);
    expect(data.defaultPharmacyId).toBeNull();
  });

  it('clears the default with null', async () => {
    await put(tokens.doctor, { defaultPharmacyId: ids.rx });
    const res = await put(tokens.doctor, { defaultPharmacyId: null });
    expect(res.status).toBe(200);
    expect(settingsOf(res).defaultPharmacyId).toBeNull();
    expect(await row(ids.doctor)).toMatchObject({ default_pharmacy_id: null });
  });
});

describe('the amounts a new prescription starts with', () => {
  it('saves them without touching the default pharmacy, and reads them back', async () => {
    await put(tokens.doctor, { defaultPharmacyId: ids.rx });
    const res = await put(tokens.doctor, { rxDefaults: { quantity: 8, refills: 1, daysSupply: 56 } });
    expect(res.status).toBe(200);
    expect(settingsOf(res)).toMatchObject({ defaultPharmacyId: ids.rx, rxDefaults: { quantity: 8, refills: 1, daysSupply: 56 } });
    expect(await row(ids.doctor)).toMatchObject({ default_pharmacy_id: ids.rx });
    expect(settingsOf(await get(tokens.medical)).rxDefaults).toEqual({ quantity: 4, refills: 0, daysSupply: 28 });
  });

  it('refuses amounts out of range (400) and changes nothing', async () => {
    for (const rxDefaults of [
      { quantity: 0, refills: 1, daysSupply: 56 },
      { quantity: 8, refills: 13, daysSupply: 56 },
      { quantity: 8, refills: 1, daysSupply: 366 },
      { quantity: 8, refills: 1 },
      { quantity: 2.5, refills: 1, daysSupply: 56 },
    ]) {
      expect((await put(tokens.doctor, { rxDefaults })).status, JSON.stringify(rxDefaults)).toBe(400);
    }
    expect(settingsOf(await get(tokens.doctor)).rxDefaults).toEqual({ quantity: 8, refills: 1, daysSupply: 56 });
  });
});
