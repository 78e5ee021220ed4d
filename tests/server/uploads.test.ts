import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#contracts/storage';
import { call, createTestApp, type TestApp } from './helpers/app';
import { PNG_BYTES, PROFILE, startIntake, type Draft } from './helpers/intake';

// Uploads that must not land: an expired or tampered link, another intake's, too large, or not the type it claims.
// (tests/server/intake.test.ts covers a good upload and a tampered signature; order-review.test.ts an answer naming
// another patient's file.)

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

let n = 0;
const newIntake = () => startIntake(t.app, { ...PROFILE, email: `upload-${++n}@example.test` });

async function linkFor(draft: Draft, contentType = 'image/png', token = draft.token) {
  const res = await call(t.app, {
    method: 'GET',
    url: `/storage/upload-link?purpose=photo-id&contentType=${encodeURIComponent(contentType)}&fileName=id.png&intakeId=${draft.id}`,
    headers: { 'x-intake-token': token },
  });
  return { status: res.status, ...(res.body.data as unknown as { uploadUrl: string; key: string }) };
}

const put = (url: string, contentType: string, payload: Buffer) =>
  t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });

/** Whether the file under `key` arrived. */
const arrived = async (key: string) =>
  (await t.db.selectFrom('uploads').select('uploaded_at').where('key', '=', key).executeTakeFirst())?.uploaded_at != null;

describe('refused uploads', () => {
  it('refuses a link used after it expired (403), and takes it before', async () => {
    const link = await linkFor(await newIntake());
    const later = Date.now() + 16 * 60 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const expired = await put(link.uploadUrl, 'image/png', PNG_BYTES);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ message: 'This upload link is invalid or has expired' });
    expect(await arrived(link.key)).toBe(false);
    vi.restoreAllMocks();
    expect((await put(link.uploadUrl, 'image/png', PNG_BYTES)).statusCode).toBe(200);
  });

  it("gives no link for another intake with one intake's token, and a link signed for one file does not write another", async () => {
    const mine = await newIntake();
    const theirs = await newIntake();
    const foreign = await linkFor(theirs, 'image/png', mine.token);
    expect(foreign.status).toBe(404);
    expect(await t.db.selectFrom('uploads').select('key').where('intake_id', '=', theirs.id).execute()).toEqual([]);

    const link = await linkFor(mine);
    const moved = link.uploadUrl.replace(`intakes/${mine.id}/`, `intakes/${theirs.id}/`);
    expect((await put(moved, 'image/png', PNG_BYTES)).statusCode).toBe(403);
    expect(await t.db.selectFrom('uploads').select('key').where('intake_id', '=', theirs.id).execute()).toEqual([]);
  });

  it('takes one file per link: a second PUT is refused (409) and the first file stays', async () => {
    const link = await linkFor(await newIntake());
    expect((await put(link.uploadUrl, 'image/png', PNG_BYTES)).statusCode).toBe(200);
    const other = Buffer.concat([PNG_BYTES, Buffer.from('another file')]);
    const again = await put(link.uploadUrl, 'image/png', other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This upload link was already used: upload the file again' });
    expect(await t.app.storage.get(link.key)).toEqual(PNG_BYTES);
  });

  it('refuses a file over the size limit (413) and keeps nothing', async () => {
    const link = await linkFor(await newIntake());
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await put(link.uploadUrl, 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await arrived(link.key)).toBe(false);
  });

  it('refuses a type that is not allowed, for the link (400) and for the file (415)', async () => {
    const draft = await newIntake();
    const html = await linkFor(draft, 'text/html');
    expect(html.status).toBe(400);
    const link = await linkFor(draft);
    expect((await put(link.uploadUrl, 'text/html', Buffer.from('<script>alert(1)</script>'))).statusCode).toBe(415);
    expect(await arrived(link.key)).toBe(false);
  });

  it('refuses a file sent with another type than its link was signed for', async () => {
    const link = await linkFor(await newIntake());
    const res = await put(link.uploadUrl, 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the file with Content-Type image/png');
    expect(await arrived(link.key)).toBe(false);
  });

  it.each([
    ['image/png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['application/pdf', Buffer.from('#!/bin/sh\nrm -rf /')],
    ['image/jpeg', PNG_BYTES],
  ])('refuses a %s link given bytes of another kind', async (contentType, bytes) => {
    const link = await linkFor(await newIntake(), contentType);
    const res = await put(link.uploadUrl, contentType, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The file is not a ${contentType} file`);
    expect(await arrived(link.key)).toBe(false);
  });

  it.each([
    ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['image/heic', Buffer.from('\x00\x00\x00\x18ftypheic', 'latin1')],
    ['application/pdf', Buffer.from('%PDF-1.7\n')],
  ])('takes a %s file that is what it says', async (contentType, bytes) => {
    const link = await linkFor(await newIntake(), contentType);
    expect((await put(link.uploadUrl, contentType, bytes)).statusCode).toBe(200);
    expect(await arrived(link.key)).toBe(true);
  });
});
