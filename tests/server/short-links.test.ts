import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, partnerIdByEmail, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { PNG_BYTES } from './helpers/intake';

type Link = { code: string; shortUrl: string; targetUrl: string; partnerId: string; clicks: number };

let t: TestApp;
let partner: Session;
let patient: Session;
let doctor: Session;
let admin: Session;
let partnerId: string;

const HOST = { host: 'gymowner.localhost:3000' };

beforeAll(async () => {
  t = await createTestApp();
  [partner, patient, doctor] = await Promise.all(
    ['partner', 'patient', 'doctor'].map((n) => signIn(t.app, `${n}@demo.test`, DEMO_PASSWORD)),
  );
  admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost');
  partnerId = await partnerIdByEmail(t.db, 'partner@demo.test');
});
afterAll(() => t.close());

const shorten = (url: string, token = partner.accessToken) =>
  call(t.app, { method: 'POST', url: '/common/short-links', token, payload: { url }, headers: HOST });
const resolve = (code: string) => t.app.inject({ method: 'GET', url: `/s/${code}`, headers: { host: 'patient.localhost:3000' } });

describe('short links', () => {
  it('shorten a partner’s intake link once: the same link gives the same code, from any signed-in role', async () => {
    const url = `http://patient.localhost:3000/start?partner=${partnerId}`;
    const first = await shorten(url);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Short link created');
    const link = first.body.data as unknown as Link;
    expect(link.code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(link).toMatchObject({ targetUrl: url, partnerId, shortUrl: `http://patient.localhost:3000/s/${link.code}`, clicks: 0 });
    expect(await auditOutcomes(t.db, { action: 'CREATE', resource_type: 'short_link', resource_id: link.code })).toEqual(['SUCCESS']);

    // The same link again (from the partner host, with a trailing slash, by another role): the same code.
    for (const [again, token] of [
      [url, patient.accessToken],
      [`http://gymowner.localhost:3000/start/?partner=${partnerId.toUpperCase()}`, doctor.accessToken],
    ] as const) {
      const res = await shorten(again, token);
      expect(res.status).toBe(200);
      expect((res.body.data as unknown as Link).code).toBe(link.code);
    }
    expect(await t.db.selectFrom('short_links').select('code').execute()).toHaveLength(1);

    const other = await shorten(`http://patient.localhost:3000/single-link?partner=${partnerId}`);
    expect(other.status).toBe(201);
    expect((other.body.data as unknown as Link).code).not.toBe(link.code);
  });

  it('resolve with a 302 to the intake page, counting clicks; an unknown code is 404', async () => {
    const link = (await shorten(`http://patient.localhost:3000/start2?partner=${partnerId}`)).body.data as unknown as Link;
    for (let i = 0; i < 2; i++) {
      const res = await resolve(link.code);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(link.targetUrl);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const row = await t.db.selectFrom('short_links').select('clicks').where('code', '=', link.code).executeTakeFirstOrThrow();
    expect(row.clicks).toBe(2);
    expect((await resolve('Zzzzzzz')).statusCode).toBe(404);
    expect((await resolve('not-a-code!')).statusCode).toBe(404);
  });

  it('refuse anything but an intake link of ours naming an existing partner (422, nothing written)', async () => {
    const before = await t.db.selectFrom('short_links').select('code').execute();
    const bad = [
      'not a url',
      `javascript:alert(1)`,
      `http://evil.example.com/start?partner=${partnerId}`,
      `http://patient.evil.test:3000/start?partner=${partnerId}`,
      `http://admin.localhost:3000/start?partner=${partnerId}`,
      `http://patient.localhost:3000/orders?partner=${partnerId}`,
      'http://patient.localhost:3000/start',
      'http://patient.localhost:3000/start?partner=not-an-id',
      `http://patient.localhost:3000/start?partner=${partnerId}&next=http://evil.test`,
      'http://patient.localhost:3000/start?partner=00000000-0000-4000-8000-000000000000',
      `http://user:pw@patient.localhost:3000/start?partner=${partnerId}`,
    ];
    for (const url of bad) {
      const res = await shorten(url);
      expect(res.status, url).toBe(422);
      expect(res.body.code).toBe('NOT_AN_INTAKE_LINK');
    }
    expect((await shorten('')).status).toBe(400);
    expect(await t.db.selectFrom('short_links').select('code').execute()).toEqual(before);
    expect((await call(t.app, { method: 'POST', url: '/common/short-links', payload: { url: 'x' } })).status).toBe(401);
  });
});

describe('GET /storage/public-url', () => {
  async function uploadLogo(): Promise<string> {
    const res = await call(t.app, {
      method: 'GET',
      url: '/storage/partner-logo-upload-link?contentType=image/png&fileName=logo.png',
      token: partner.accessToken,
    });
    const { uploadUrl, key } = res.body.data as Record<string, string>;
    const put = await t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
    expect(put.statusCode).toBeLessThan(300);
    return key;
  }
  const publicUrl = (key: string, token: string) =>
    call(t.app, { method: 'GET', url: `/storage/public-url?key=${encodeURIComponent(key)}`, token });

  it('gives a short-lived link to a file the caller may read, which serves the bytes', async () => {
    const key = await uploadLogo();
    for (const token of [partner.accessToken, patient.accessToken, admin.accessToken]) {
      const res = await publicUrl(key, token);
      expect(res.status).toBe(200);
      const link = res.body.data as { url: string; expiresAt: string; contentType: string };
      expect(link.contentType).toBe('image/png');
      expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
      const file = await t.app.inject({ method: 'GET', url: link.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    }
  });

  it('refuses files the caller may not read, and files that never arrived, with 404 (audited)', async () => {
    // The partner's avatar: theirs alone (and an administrator's to read).
    const res = await call(t.app, {
      method: 'GET',
      url: '/storage/avatar-upload-link?contentType=image/png&fileName=me.png',
      token: partner.accessToken,
    });
    const { uploadUrl, key } = res.body.data as Record<string, string>;
    expect((await publicUrl(key, partner.accessToken)).status).toBe(404); // not arrived yet
    await t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
    expect((await publicUrl(key, partner.accessToken)).status).toBe(200);
    expect((await publicUrl(key, admin.accessToken)).status).toBe(200);
    const refused = await publicUrl(key, doctor.accessToken);
    expect(refused.status).toBe(404);
    expect(await auditOutcomes(t.db, { action: 'DOWNLOAD_LINK', resource_id: key, actor_user_id: doctor.user.id as string })).toEqual([
      'DENIED',
    ]);
    expect((await publicUrl('users/nobody/avatar/x.png', patient.accessToken)).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: `/storage/public-url?key=${encodeURIComponent(key)}` })).status).toBe(401);
  });
});
