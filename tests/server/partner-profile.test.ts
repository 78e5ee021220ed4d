/**
 * A partner's own account over HTTP: its business profile (only its own fields change), its logo (upload link, PUT,
 * then shown on the profile) and its payout account. Two partners: neither reaches the other's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments, type PaymentsAdapter } from '#server/platform/adapters/payments';
import { call, createTestApp, DEMO_PASSWORD, send, signIn, updatedProfile, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { PNG_BYTES } from './helpers/intake';
import { createPartner, demoPartner, get, type TestPartner } from './helpers/partners';

let t: TestApp;
let a: TestPartner;
let b: TestPartner;
const processor = { down: false, refuses: false };
const sandbox = sandboxPayments();
const payments: PaymentsAdapter = {
  ...sandbox,
  connectPayoutAccount: async (request) => {
    if (processor.down) throw new Error('connect ETIMEDOUT');
    if (processor.refuses) return { status: 'REFUSED', message: 'Connect is not enabled on this account.' };
    return sandbox.connectPayoutAccount(request);
  },
};

beforeAll(async () => {
  t = await createTestApp({}, undefined, { payments });
  a = await demoPartner(t);
  b = await createPartner(t, 'second.partner@example.test', 'Harbor Fitness');
});
afterAll(() => t.close());

const partnerRow = (id: string) =>
  t.db
    .selectFrom('partners')
    .select(['user_id', 'business_name', 'commission_rate_bps', 'sales_person_id', 'doctor_id', 'auto_billing', 'logo_key'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('GET and PUT /gym-owner', () => {
  it('shows the business profile with its 10% commission rate and no payout account yet', async () => {
    const res = await get(t, '/gym-owner', a.session.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: a.partnerId,
      userId: a.userId,
      businessName: 'Summit Strength Gym',
      email: 'partner@demo.test',
      logoUrl: null,
      commissionRateBps: 1000,
      payoutAccount: { status: 'NOT_CONNECTED', connectedAt: null },
    });
    expect((await get(t, '/gym-owner', b.session.accessToken)).body.data).toMatchObject({
      id: b.partnerId,
      businessName: 'Harbor Fitness',
    });
  });

  it('changes only the fields sent, with the spec’s message, and audits the change', async () => {
    const res = await send(t.app, 'PUT', '/gym-owner', a.session.accessToken, {
      businessName: 'Summit Strength & Conditioning',
      phoneNumber: '(202) 555-0199',
    });
    expect(updatedProfile(res)).toMatchObject({
      businessName: 'Summit Strength & Conditioning',
      phoneNumber: '+12025550199',
      firstName: 'Parker',
    });
    expect(await auditOutcomes(t.db, { action: 'UPDATE', resource_type: 'partner_profile', resource_id: a.partnerId })).toEqual([
      'SUCCESS',
    ]);
    expect((await get(t, '/gym-owner', b.session.accessToken)).body.data).toMatchObject({ businessName: 'Harbor Fitness' });
  });

  it('never sets the role, commission rate, sales person, doctor or owner (mass assignment)', async () => {
    const before = await partnerRow(b.partnerId);
    const user = () => t.db.selectFrom('users').select(['role', 'status']).where('id', '=', b.userId).executeTakeFirstOrThrow();
    const userBefore = await user();
    const res = await send(t.app, 'PUT', '/gym-owner', b.session.accessToken, {
      firstName: 'Robin',
      role: 'SUPER_ADMIN',
      commissionRateBps: 10000,
      commission_rate_bps: 10000,
      salesPersonId: crypto.randomUUID(),
      doctorId: crypto.randomUUID(),
      userId: a.userId,
      id: a.partnerId,
      autoBilling: true,
      logoKey: 'users/x/partner-logo/evil.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Robin', commissionRateBps: 1000, id: b.partnerId });
    expect(await partnerRow(b.partnerId)).toEqual(before);
    expect(await user()).toEqual(userBefore);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const before = await partnerRow(b.partnerId);
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /at least one field/],
      [{ businessName: '' }, 400, /./],
      [{ businessName: 'x'.repeat(201) }, 400, /./],
      [{ phoneNumber: '12345678' }, 400, /phone/i],
      [{ firstName: 42 }, 400, /./],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send(t.app, 'PUT', '/gym-owner', b.session.accessToken, payload as Record<string, unknown>);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await partnerRow(b.partnerId)).toEqual(before);
  });

  it('is for partners only: a doctor is refused (403), no token is 401', async () => {
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    expect((await get(t, '/gym-owner', doctor.accessToken)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/gym-owner' })).status).toBe(401);
  });
});

describe('the partner logo', () => {
  const link = (token: string, query = 'contentType=image/png&fileName=logo.png') =>
    get(t, `/storage/partner-logo-upload-link?${query}`, token);

  it('gives a signed link; the PUT file becomes the logo on the profile, and the link serves the image', async () => {
    const res = await link(a.session.accessToken);
    expect(res.status).toBe(200);
    const { uploadUrl, method, contentType, key } = res.body.data as Record<string, string>;
    expect({ method, contentType }).toEqual({ method: 'PUT', contentType: 'image/png' });
    expect(key).toContain(`users/${a.userId}/partner-logo/`);
    // Not the logo until the file arrives.
    expect((await get(t, '/gym-owner', a.session.accessToken)).body.data).toMatchObject({ logoUrl: null });

    const put = await t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
    expect(put.statusCode).toBe(200);
    const profile = (await get(t, '/gym-owner', a.session.accessToken)).body.data as { logoUrl: string };
    expect(profile.logoUrl).toMatch(/^\/api\/v1\/storage\/objects\/users\/.+\/partner-logo\/.+\.png\?expires=\d+&signature=/);
    const image = await t.app.inject({ method: 'GET', url: profile.logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.rawPayload)).toEqual(PNG_BYTES);
    // The other partner's profile is untouched.
    expect((await get(t, '/gym-owner', b.session.accessToken)).body.data).toMatchObject({ logoUrl: null });
  });

  it("shows the partner's name and logo on the intake its link starts, and on reading it again", async () => {
    const res = await call(t.app, { method: 'POST', url: `/sign-up-patient/${a.partnerId}`, payload: { profile: { firstName: 'Lee' } } });
    expect(res.status).toBe(201);
    const created = res.body.data as { intake: { id: string }; intakeToken: string; partner: { businessName: string; logoUrl: string } };
    expect(created.partner.businessName).toBe('Summit Strength & Conditioning');
    expect(created.partner.logoUrl).toMatch(/partner-logo\/.+\.png\?expires=/);
    expect((await t.app.inject({ method: 'GET', url: created.partner.logoUrl })).statusCode).toBe(200);
    const again = await call(t.app, {
      method: 'GET',
      url: `/patients/get-patient-questionnaire/${created.intake.id}`,
      headers: { 'x-intake-token': created.intakeToken },
    });
    expect(again.body.data).toMatchObject({ partner: { businessName: 'Summit Strength & Conditioning' } });
    // Without a partner's link there is no partner.
    const direct = await call(t.app, { method: 'POST', url: '/patients/create-patient-temp-form-questionnaire', payload: {} });
    expect(direct.body.data).not.toHaveProperty('partner');
    // A partner without a logo shows its name only.
    const other = await call(t.app, { method: 'POST', url: `/sign-up-patient/${b.partnerId}`, payload: {} });
    expect((other.body.data as { partner: unknown }).partner).toEqual({
      businessName: 'Harbor Fitness',
      logoUrl: null,
      coversTreatment: false,
    });
  });

  it("gives a link's first page the partner's name and logo before any intake exists", async () => {
    const brand = await call(t.app, { method: 'GET', url: `/sign-up-patient/${a.partnerId}` });
    expect(brand.status).toBe(200);
    expect(brand.body.data).toMatchObject({
      businessName: 'Summit Strength & Conditioning',
      logoUrl: expect.stringMatching(/partner-logo\/.+\.png\?expires=/),
    });
    expect((await call(t.app, { method: 'GET', url: `/sign-up-patient/${b.partnerId}` })).body.data).toEqual({
      businessName: 'Harbor Fitness',
      logoUrl: null,
      coversTreatment: false,
    });
    const unknown = await call(t.app, { method: 'GET', url: '/sign-up-patient/00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This partner link is not valid');
    expect((await call(t.app, { method: 'GET', url: '/sign-up-patient/not-an-id' })).status).toBe(400);
  });

  it('takes images only, with a message; other roles are refused', async () => {
    const pdf = await link(a.session.accessToken, 'contentType=application/pdf&fileName=logo.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBeTruthy();
    expect((await link(a.session.accessToken, 'contentType=image/png')).status).toBe(400);
    const generic = await get(
      t,
      '/storage/upload-link?purpose=partner-logo&contentType=application/pdf&fileName=x.pdf',
      a.session.accessToken,
    );
    expect(generic.status).toBe(400);
    expect(generic.body.message).toBe('A logo is a PNG, JPEG or WebP image');
    const patient = await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD);
    expect((await link(patient.accessToken)).status).toBe(403);
  });
});

describe('POST /gym-owner/account-connect', () => {
  it('answers 503 when the processor does not answer, and records nothing', async () => {
    processor.down = true;
    const res = await send(t.app, 'POST', '/gym-owner/account-connect', b.session.accessToken, {});
    processor.down = false;
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The payment service is not answering. Try again in a minute.');
    expect((await get(t, '/gym-owner', b.session.accessToken)).body.data).toMatchObject({ payoutAccount: { status: 'NOT_CONNECTED' } });
  });

  it('answers 422 with the processor’s reason when it refuses, and records nothing', async () => {
    processor.refuses = true;
    const res = await send(t.app, 'POST', '/gym-owner/account-connect', b.session.accessToken, {});
    processor.refuses = false;
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'PAYOUT_ACCOUNT_REFUSED',
      message: 'The payment service refused to set up the payout account: Connect is not enabled on this account.',
    });
    expect((await get(t, '/gym-owner', b.session.accessToken)).body.data).toMatchObject({ payoutAccount: { status: 'NOT_CONNECTED' } });
  });

  it('connects a sandbox payout account at once; connecting again keeps the same account', async () => {
    const res = await send(t.app, 'POST', '/gym-owner/account-connect', b.session.accessToken, { businessType: 'company' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payout account connected successfully');
    expect(res.body.data).toMatchObject({ status: 'ACTIVE', onboardingUrl: null, connectedAt: expect.any(String) });
    const row = () =>
      t.db
        .selectFrom('partners')
        .select(['payout_account_ref', 'payout_connected_at'])
        .where('id', '=', b.partnerId)
        .executeTakeFirstOrThrow();
    const first = await row();
    expect(first.payout_account_ref).toMatch(/^sandbox_acct_/);
    await send(t.app, 'POST', '/gym-owner/account-connect', b.session.accessToken, {});
    expect(await row()).toEqual(first);
    expect((await get(t, '/gym-owner', b.session.accessToken)).body.data).toMatchObject({ payoutAccount: { status: 'ACTIVE' } });
    expect((await get(t, '/gym-owner', a.session.accessToken)).body.data).toMatchObject({ payoutAccount: { status: 'NOT_CONNECTED' } });
    expect(await auditOutcomes(t.db, { action: 'CONNECT_PAYOUT_ACCOUNT', resource_id: b.partnerId })).toEqual([
      'FAILURE',
      'FAILURE',
      'SUCCESS',
      'SUCCESS',
    ]);
  });

  it('refuses a business type it does not know', async () => {
    const res = await send(t.app, 'POST', '/gym-owner/account-connect', a.session.accessToken, { businessType: 'charity' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
