import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localStorageAdapter, type StorageAdapter } from '#server/platform/adapters/storage';
import { s3StorageAdapter } from '#server/platform/adapters/storage-s3';
import { loadConfig } from '#server/platform/config';
import { call, createTestApp, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { startFakeS3 } from './helpers/fake-s3';
import { PNG_BYTES, PROFILE, startIntake } from './helpers/intake';

// One contract for every storage adapter: the local disk and S3 (over HTTP, against a fake S3 on 127.0.0.1). The
// links are the API's own either way; what differs is where the bytes rest.

const SECRET = 'storage-contract-secret-0123456789abcdef';
const BUCKET = 'lumen-uploads-test';

type Made = { adapter: StorageAdapter; close: () => Promise<void> };
type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
let fake: FakeS3;
let t: TestApp;
/** One app for every adapter (an app takes seconds to build): its storage forwards to the adapter under test. */
let current: StorageAdapter;
const switching: StorageAdapter = {
  createUpload: (input) => current.createUpload(input),
  verifyUploadSignature: (...args) => current.verifyUploadSignature(...args),
  createDownload: (input) => current.createDownload(input),
  verifyDownloadSignature: (...args) => current.verifyDownloadSignature(...args),
  redirectFor: async (input) => current.redirectFor?.(input),
  put: (...args) => current.put(...args),
  get: (key) => current.get(key),
};
const s3 = (presignedDownloads = false) =>
  s3StorageAdapter({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: fake.url,
    presignedDownloads,
    credentials: { accessKeyId: 'AKIDCONTRACTTEST', secretAccessKey: 'contract-test-secret-key' },
    secret: SECRET,
  });

beforeAll(async () => {
  fake = await startFakeS3(BUCKET);
  t = await createTestApp({}, undefined, { storage: switching });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const adapters: [string, () => Promise<Made>][] = [
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'storage-contract-'));
      return { adapter: localStorageAdapter(dir, SECRET), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ['S3 (path-style endpoint)', async () => ({ adapter: s3(), close: async () => undefined })],
];

describe.each(adapters)('storage contract: %s', (_name, make) => {
  let made: Made;
  beforeAll(async () => {
    made = await make();
    current = made.adapter;
  });
  afterAll(() => made.close());

  it('signs upload links for one key, type and size, for 15 minutes, and never as download links', async () => {
    const { adapter } = made;
    const link = await adapter.createUpload({ prefix: 'users/u1/photo-id', fileName: 'ID.PNG', contentType: 'image/png', maxBytes: 100 });
    expect(link.key).toMatch(/^users\/u1\/photo-id\/[0-9a-f-]{36}\.png$/);
    expect(link.uploadUrl.startsWith(`/api/v1/storage/objects/${link.key}?`)).toBe(true);
    const q = new URL(link.uploadUrl, 'http://x').searchParams;
    const expires = Number(q.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    const signature = q.get('signature')!;
    expect(adapter.verifyUploadSignature(link.key, expires, 'image/png', 100, signature)).toBe(true);
    expect(adapter.verifyUploadSignature(link.key, expires, 'image/jpeg', 100, signature)).toBe(false);
    expect(adapter.verifyUploadSignature(link.key, expires, 'image/png', 101, signature)).toBe(false);
    expect(adapter.verifyUploadSignature(`${link.key}x`, expires, 'image/png', 100, signature)).toBe(false);
    expect(adapter.verifyDownloadSignature(link.key, expires, signature)).toBe(false);
    vi.spyOn(Date, 'now').mockReturnValue((expires + 1) * 1000);
    expect(adapter.verifyUploadSignature(link.key, expires, 'image/png', 100, signature)).toBe(false);
    vi.restoreAllMocks();
  });

  it('signs download links for their time only', async () => {
    const { adapter } = made;
    const link = await adapter.createDownload({ key: 'users/u1/avatar/a.png', contentType: 'image/png', ttlSeconds: 60 });
    const q = new URL(link.url, 'http://x').searchParams;
    const expires = Number(q.get('expires'));
    expect(link.expiresAt.getTime()).toBe(expires * 1000);
    expect(adapter.verifyDownloadSignature('users/u1/avatar/a.png', expires, q.get('signature')!)).toBe(true);
    expect(adapter.verifyDownloadSignature('users/u2/avatar/a.png', expires, q.get('signature')!)).toBe(false);
    expect(adapter.verifyDownloadSignature('users/u1/avatar/a.png', expires, 'ab'.repeat(32))).toBe(false);
    expect(adapter.verifyDownloadSignature('users/u1/avatar/a.png', Math.floor(Date.now() / 1000) - 1, q.get('signature')!)).toBe(false);
  });

  it('gives back what it stored, refuses a key that leaves its place, and fails on a file that is not there', async () => {
    const { adapter } = made;
    await adapter.put('users/u1/doc/file.pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf');
    expect(await adapter.get('users/u1/doc/file.pdf')).toEqual(Buffer.from('%PDF-1.7\n'));
    await expect(adapter.put('../outside.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
    await expect(adapter.get('users/u1/doc/missing.pdf')).rejects.toThrow();
  });

  it('over HTTP: takes a file through its link once, then serves it through a download link, audited', async () => {
    const draft = await startIntake(t.app, { ...PROFILE, email: `contract-${Date.now()}@example.test` });
    const res = await call(t.app, {
      method: 'GET',
      url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    const { uploadUrl, key } = res.body.data as unknown as { uploadUrl: string; key: string };
    const put = () => t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(409);
    expect(await made.adapter.get(key)).toEqual(PNG_BYTES);

    const link = await made.adapter.createDownload({ key, contentType: 'image/png', ttlSeconds: 60 });
    const got = await t.app.inject({ method: 'GET', url: link.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload).toEqual(PNG_BYTES);
    const audit = await t.db.selectFrom('audit_logs').select('action').where('resource_id', '=', key).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['DOWNLOAD', 'UPLOAD', 'UPLOAD_LINK']);
    const forged = link.url.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});

describe('S3 adapter on the wire', () => {
  it('signs every request (SigV4), stores path-style with AES256 encryption and the content type', async () => {
    const from = fake.seen.length;
    await s3().put('intakes/i1/photo-id/x.png', PNG_BYTES, 'image/png');
    expect(await s3().get('intakes/i1/photo-id/x.png')).toEqual(PNG_BYTES);
    expect(fake.objects.get('intakes/i1/photo-id/x.png')).toEqual({ body: PNG_BYTES, contentType: 'image/png', encryption: 'AES256' });
    const seen = fake.seen.slice(from);
    expect(seen.map((r) => [r.method, r.path])).toEqual([
      ['PUT', `/${BUCKET}/intakes/i1/photo-id/x.png`],
      ['GET', `/${BUCKET}/intakes/i1/photo-id/x.png`],
    ]);
    for (const r of seen)
      expect(r.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDCONTRACTTEST\/\d{8}\/us-east-1\/s3\/aws4_request/);
  });

  it('with presigned downloads, redirects an audited read to a presigned GET valid for a minute', async () => {
    current = s3(true);
    const draft = await startIntake(t.app, { ...PROFILE, email: `presigned-${Date.now()}@example.test` });
    const res = await call(t.app, {
      method: 'GET',
      url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=id.png&intakeId=${draft.id}`,
      headers: { 'x-intake-token': draft.token },
    });
    const { uploadUrl, key } = res.body.data as unknown as { uploadUrl: string; key: string };
    const put = await t.app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: PNG_BYTES });
    expect(put.statusCode).toBe(200);
    const link = await t.app.storage.createDownload({ key, contentType: 'image/png', ttlSeconds: 60 });
    const got = await t.app.inject({ method: 'GET', url: link.url });
    expect(got.statusCode).toBe(302);
    const location = new URL(got.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${fake.url}/${BUCKET}/${key}`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
    const followed = await fetch(location);
    expect(followed.status).toBe(200);
    expect(followed.headers.get('content-type')).toBe('image/png');
    expect(followed.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await followed.arrayBuffer())).toEqual(PNG_BYTES);
    expect(await auditOutcomes(t.db, { resource_id: key, action: 'DOWNLOAD' })).toHaveLength(1);
  });

  it('refuses an unsigned request (the fake checks for SigV4)', async () => {
    const res = await fetch(`${fake.url}/${BUCKET}/intakes/i1/photo-id/x.png`);
    expect(res.status).toBe(403);
  });
});

describe('S3 settings', () => {
  it('keeps the local disk unless S3_BUCKET is set, and refuses S3 settings without a bucket', () => {
    const local = loadConfig({ NODE_ENV: 'test' });
    expect(local.S3_BUCKET).toBeUndefined();
    expect(local).toMatchObject({ S3_REGION: 'us-east-1', S3_PRESIGNED_DOWNLOADS: false });
    const set = loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'lumen-uploads', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(set).toMatchObject({ S3_BUCKET: 'lumen-uploads', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET must be set with S3_ENDPOINT/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'lumen-uploads', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
