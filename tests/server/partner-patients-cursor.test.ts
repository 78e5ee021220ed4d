/**
 * The partner's patients by keyset cursor (issue 34), as the doctor's (doctor-patients-cursor.test.ts): `nextCursor`
 * pages chain from the first page to the last with no patient twice and none left out, in every sort and with a status
 * filter; past the count's cap the total is the cap with `totalIsEstimate`; a bad cursor is a 400 that says why; a
 * cursor is only a position, so another partner's pages the caller's own patients and shows none of theirs. The
 * administrator's lists over the same repository function (the gym clients of one partner) page by cursor too.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, partnerIdByEmail, signIn, type Session, type TestApp } from './helpers/app';
import { addCursorPatients } from './helpers/cursor-patients';
import { partnerTestApp, type OtherPartner } from './helpers/other-partner';

let t: TestApp;
let partner: Session;
let other: OtherPartner;
let admin: string;
let partnerId: string;
/** More than the count's cap (1,000), some sharing a full name, so that ties are broken by id across pages. */
const ADDED = 1060;

beforeAll(async () => {
  ({ t, partner, other } = await partnerTestApp());
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  partnerId = await partnerIdByEmail(t.db, 'partner@demo.test');
  await addCursorPatients(t.db, ADDED, { partnerId, tag: 'partner.cursor' });
});
afterAll(() => t.close());

type Page = { items: { id: string }[]; total: number; totalPages: number; totalIsEstimate?: boolean; nextCursor?: string };
const get = async (url: string, token = partner.accessToken) => {
  const res = await call(t.app, { method: 'GET', url, token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as Page;
};
const after = (cursor: string) => `after=${encodeURIComponent(cursor)}`;

/** Every patient of `owner` in `sort` order, as the partner row of the policy defines them, from `position` on. */
async function reference(owner: string, sort: string, options: { status?: string; afterName?: [string, string, string] } = {}) {
  const [field, dir] = sort.split(':');
  const d = sql.raw(dir);
  const order = field === 'name' ? sql`u.last_name ${d}, u.first_name ${d}, p.id ${d}` : sql`p.created_at ${d}, p.id ${d}`;
  const status = options.status ? sql`AND p.status = ${options.status}` : sql``;
  const position = options.afterName
    ? sql`AND (u.last_name, u.first_name, p.id) > (${options.afterName[0]}, ${options.afterName[1]}, ${options.afterName[2]}::uuid)`
    : sql``;
  const rows = await sql<{ id: string }>`
    SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id
    WHERE p.partner_id = ${owner} AND u.deleted_at IS NULL ${status} ${position}
    ORDER BY ${order}`.execute(t.db);
  return rows.rows.map((r) => r.id);
}

/** Walks a list from its first page by `nextCursor` to the end, and the ids in the order read. */
async function walk(url: string, token = partner.accessToken) {
  let page = await get(url, token);
  const first = page;
  const seen = page.items.map((p) => p.id);
  // Bounded, so that a cursor the server ignored (the first page again) fails the comparison instead of looping.
  for (let pages = 1; page.nextCursor && pages <= 50; pages++) {
    page = await get(`${url}&${after(page.nextCursor)}`, token);
    seen.push(...page.items.map((p) => p.id));
  }
  return { first, seen };
}

describe("the partner's patients by cursor", () => {
  it.each(['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'])('chains every page to the end, once each: %s', async (sort) => {
    const expected = await reference(partnerId, sort);
    expect(expected.length).toBeGreaterThan(ADDED);
    const { first, seen } = await walk(`/gym-owner/patients?sort=${sort}&limit=100`);
    expect(first.total).toBe(1000);
    expect(first.totalIsEstimate).toBe(true);
    expect(seen).toEqual(expected);
  });

  it('chains the pages of a status filter too, and gives the same rows by cursor as by page number', async () => {
    const paused = await reference(partnerId, 'name:asc', { status: 'PAUSED' });
    expect(paused.length).toBeGreaterThan(100);
    const { first, seen } = await walk('/gym-owner/patients?status=PAUSED&limit=50');
    expect(first.total).toBe(paused.length);
    expect(first.totalIsEstimate).toBeUndefined();
    expect(seen).toEqual(paused);

    const pageOne = await get('/gym-owner/patients?limit=25');
    const byCursor = await get(`/gym-owner/patients?limit=25&${after(pageOne.nextCursor!)}`);
    const byNumber = await get('/gym-owner/patients?limit=25&page=2');
    expect(byCursor.items.map((p) => p.id)).toEqual(byNumber.items.map((p) => p.id));
  });

  it('leaves the cursor and the estimate out of a search, which counts exactly', async () => {
    const searched = await get('/gym-owner/patients?search=partner.cursor.1@volume.test&limit=10');
    expect(searched.total).toBe(1);
    expect(searched.totalIsEstimate).toBeUndefined();
    expect(searched.nextCursor).toBeUndefined();
  });

  it('refuses a cursor it did not make, one from another sort, and one sent with a search: 400 with a message', async () => {
    const { nextCursor } = await get('/gym-owner/patients?sort=name:asc&limit=10');
    const refusals = [
      ['after=not-a-cursor', 'Not a cursor from this list: start again from page 1'],
      [`sort=createdAt:desc&${after(nextCursor!)}`, 'Not a cursor from this list: start again from page 1'],
      [`search=Adams&${after(nextCursor!)}`, 'A cursor pages the list without a search'],
    ];
    for (const [query, message] of refusals) {
      const res = await call(t.app, { method: 'GET', url: `/gym-owner/patients?${query}`, token: partner.accessToken });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
  });

  it("pages only the caller's own patients with another partner's cursor", async () => {
    // The other partner's one patient (Pat Elsewhere) makes a full page of one, with a cursor at that patient.
    const theirs = await get('/gym-owner/patients?limit=1', other.session.accessToken);
    expect(theirs.items.map((p) => p.id)).toEqual([other.patientId]);
    const mine = await get(`/gym-owner/patients?limit=100&${after(theirs.nextCursor!)}`);
    const expected = await reference(partnerId, 'name:asc', { afterName: ['Elsewhere', 'Pat', other.patientId] });
    expect(mine.items.map((p) => p.id)).toEqual(expected.slice(0, 100));
    expect(mine.items.map((p) => p.id)).not.toContain(other.patientId);

    // And the other way: this partner's cursor, deep in the list, shows the other partner none of this partner's patients.
    const deep = await get('/gym-owner/patients?limit=100&page=3');
    const [, last, first, id] = JSON.parse(Buffer.from(deep.nextCursor!, 'base64url').toString()) as string[];
    const seenByOther = await get(`/gym-owner/patients?${after(deep.nextCursor!)}`, other.session.accessToken);
    expect(seenByOther.items.map((p) => p.id)).toEqual(await reference(other.partnerId, 'name:asc', { afterName: [last, first, id] }));
    expect(seenByOther.items.every((p) => p.id === other.patientId)).toBe(true);
  });
});

describe("the administrator's lists over the same patients", () => {
  it("walks one partner's gym clients by cursor, counted up to 1,000, and the care team's list likewise", async () => {
    const expected = await reference(partnerId, 'createdAt:desc');
    expect(expected.length).toBeGreaterThan(1000);
    const { first, seen } = await walk(`/super-admin/gym-clients?partnerId=${partnerId}&sort=createdAt:desc&limit=100`, admin);
    expect(first.total).toBe(1000);
    expect(first.totalIsEstimate).toBe(true);
    expect(seen).toEqual(expected);
    // A search counts exactly.
    const searched = await get(`/super-admin/gym-clients?partnerId=${partnerId}&search=Adams&limit=10`, admin);
    expect(searched.total).toBeGreaterThan(200);
    expect(searched.totalIsEstimate).toBeUndefined();

    const bad = await call(t.app, { method: 'GET', url: '/super-admin/patients?after=not-a-cursor', token: admin });
    expect(bad.status).toBe(400);

    const care = (await signIn(t.app, 'care@demo.test', DEMO_PASSWORD)).accessToken;
    const pageOne = await get('/care/patients?limit=30', care);
    const byCursor = await get(`/care/patients?limit=30&${after(pageOne.nextCursor!)}`, care);
    expect(byCursor.items.map((p) => p.id)).toEqual((await get('/care/patients?limit=30&page=2', care)).items.map((p) => p.id));
  });
});

describe("the partner's orders, counted exactly, or up to the cap for a sign-off filter", () => {
  it('gives the exact total past 1,000 orders; the sign-off filter says its total is an estimate', async () => {
    // One order for each patient added above (every one the partner's), from the shape of one of the demo's.
    await sql`
      INSERT INTO orders (patient_id, partner_id, doctor_id, product_variation_key, amount_cents, status)
      SELECT p.id, p.partner_id, p.doctor_id, o.product_variation_key, o.amount_cents, 'CANCELLED'
      FROM patients p CROSS JOIN (SELECT product_variation_key, amount_cents FROM orders LIMIT 1) o
      WHERE p.partner_id = ${partnerId} AND NOT EXISTS (SELECT 1 FROM orders x WHERE x.patient_id = p.id)`.execute(t.db);
    const all = await call(t.app, { method: 'GET', url: '/gym-owner/orders?limit=10', token: partner.accessToken });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const every = await sql<{ n: number }>`SELECT count(*)::int AS n FROM orders WHERE partner_id = ${partnerId}`.execute(t.db);
    expect(every.rows[0].n).toBeGreaterThan(1000);
    // The counts the database keeps (migration 0067): exact, with no estimate.
    expect(all.body.data).toMatchObject({ total: every.rows[0].n });
    expect((all.body.data as { totalIsEstimate?: boolean }).totalIsEstimate).toBeUndefined();
    const pending = await call(t.app, {
      method: 'GET',
      url: '/gym-owner/orders?limit=10&approvalStatus=PENDING',
      token: partner.accessToken,
    });
    expect(pending.body.data).toMatchObject({ total: 1000, totalIsEstimate: true });
    const open = await call(t.app, { method: 'GET', url: '/gym-owner/orders?status=PENDING_REVIEW', token: partner.accessToken });
    const exact = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE partner_id = ${partnerId} AND status = 'PENDING_REVIEW'`.execute(t.db);
    expect(open.body.data).toMatchObject({ total: exact.rows[0].n });
    expect((open.body.data as { totalIsEstimate?: boolean }).totalIsEstimate).toBeUndefined();
  });
});
