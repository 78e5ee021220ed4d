/**
 * The doctor's patients by keyset cursor (issue 34): `nextCursor` pages chain from the first page to the last with no
 * patient twice and none left out, in every sort, as `page=` does (a page past the middle read from the end); the total is exact past 1,000 patients (the counts
 * the database keeps); a cursor the server did not make, or made for another sort, or sent with a search, is a 400.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { addCursorPatients } from './helpers/cursor-patients';

let t: TestApp;
let doctor: string;
let doctorId: string;
/** More than a capped count's 1,000, some sharing a full name, so that ties are broken by id across pages. */
const ADDED = 1060;

beforeAll(async () => {
  t = await createTestApp();
  doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  const found = await sql<{ id: string }>`
    SELECT d.id FROM doctors d JOIN users u ON u.id = d.user_id WHERE u.email = 'doctor@demo.test'`.execute(t.db);
  doctorId = found.rows[0].id;
  await addCursorPatients(t.db, ADDED, { doctorId, tag: 'cursor' });
});
afterAll(() => t.close());

type Page = { items: { id: string }[]; total: number; totalPages: number; totalIsEstimate?: boolean; nextCursor?: string };
const get = async (url: string) => {
  const res = await call(t.app, { method: 'GET', url, token: doctor });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as Page;
};

/** Every patient of the doctor in `sort` order, as the policy defines them (the demo doctor's partners' included). */
async function reference(sort: string) {
  const [field, dir] = sort.split(':');
  const d = sql.raw(dir);
  const order = field === 'name' ? sql`u.last_name ${d}, u.first_name ${d}, p.id ${d}` : sql`p.created_at ${d}, p.id ${d}`;
  const rows = await sql<{ id: string }>`
    SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id
    WHERE (p.doctor_id = ${doctorId} OR p.partner_id IN (SELECT id FROM partners WHERE doctor_id = ${doctorId}))
      AND u.deleted_at IS NULL
    ORDER BY ${order}`.execute(t.db);
  return rows.rows.map((r) => r.id);
}

describe("the doctor's patients by cursor", () => {
  it.each(['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'])('chains every page to the end, once each: %s', async (sort) => {
    const expected = await reference(sort);
    expect(expected.length).toBeGreaterThan(ADDED);
    const seen: string[] = [];
    let page = await get(`/doctors/patients?sort=${sort}&limit=100`);
    // Exact past 1,000 (the counts the database keeps, migration 0067), so no estimate.
    expect(page.total).toBe(expected.length);
    expect(page.totalIsEstimate).toBeUndefined();
    seen.push(...page.items.map((p) => p.id));
    while (page.nextCursor) {
      page = await get(`/doctors/patients?sort=${sort}&limit=100&after=${encodeURIComponent(page.nextCursor)}`);
      seen.push(...page.items.map((p) => p.id));
    }
    expect(seen).toEqual(expected);
  });

  // A page past the middle is read from the end, in the opposite order (patients.repository.ts): the pages still meet.
  it.each(['name:asc', 'createdAt:desc'])('gives every page by number, the later half read from the end, once each: %s', async (sort) => {
    const expected = await reference(sort);
    const first = await get(`/doctors/patients?sort=${sort}&limit=100`);
    const seen = [...first.items.map((p) => p.id)];
    for (let page = 2; page <= first.totalPages; page++) {
      const found = await get(`/doctors/patients?sort=${sort}&limit=100&page=${page}`);
      expect(found.total).toBe(expected.length);
      seen.push(...found.items.map((p) => p.id));
    }
    expect(seen).toEqual(expected);
    const past = await get(`/doctors/patients?sort=${sort}&limit=100&page=${first.totalPages + 1}`);
    expect(past).toMatchObject({ items: [], total: expected.length });
  });

  it('gives the same rows by cursor as by page number', async () => {
    const first = await get('/doctors/patients?limit=25');
    const second = await get(`/doctors/patients?limit=25&after=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((p) => p.id)).toEqual((await get('/doctors/patients?limit=25&page=2')).items.map((p) => p.id));
  });

  it('counts exactly below the cap (a search), and leaves out the cursor and the estimate there', async () => {
    const searched = await get('/doctors/patients?search=cursor.1@volume.test&limit=10');
    expect(searched.total).toBe(1);
    expect(searched.totalIsEstimate).toBeUndefined();
    expect(searched.nextCursor).toBeUndefined();
  });

  // The partner branch (patients.repository.ts) takes a partner's patients who are not the doctor's own: a partner's
  // new patients with no doctor yet are in the list, by cursor and by number, from either end.
  it("lists a partner's patients who have no doctor yet, once each, on every path", async () => {
    const partner = await sql<{ id: string }>`SELECT id FROM partners WHERE doctor_id = ${doctorId} LIMIT 1`.execute(t.db);
    await addCursorPatients(t.db, 3, { partnerId: partner.rows[0].id, tag: 'unassigned' });
    const expected = await reference('name:asc');
    let page = await get('/doctors/patients?sort=name:asc&limit=100');
    const byCursor = [...page.items.map((p) => p.id)];
    while (page.nextCursor) {
      page = await get(`/doctors/patients?sort=name:asc&limit=100&after=${encodeURIComponent(page.nextCursor)}`);
      byCursor.push(...page.items.map((p) => p.id));
    }
    const byNumber: string[] = [];
    for (let n = 1; n <= page.totalPages; n++)
      byNumber.push(...(await get(`/doctors/patients?sort=name:asc&limit=100&page=${n}`)).items.map((p) => p.id));
    expect(byCursor).toEqual(expected);
    expect(byNumber).toEqual(expected);
    expect((await get('/doctors/patients?search=unassigned&limit=10')).total).toBe(3);
  });

  // The doctor's order search finds the patients first: a few go into the orders' statement as one array (prepared),
  // many are matched inside it (staff-orders.repository.ts, PREPARED_PATIENTS = 50). Both find the same orders.
  it.each([
    ['many patients', 'cursor.', 60],
    ['a few patients', 'cursor.7@volume.test', 1],
  ])('searches the orders by patient, when the term names %s', async (_, term, orders) => {
    await sql`INSERT INTO orders (patient_id, doctor_id, partner_id, product_variation_key, amount_cents, status, approval_status,
        payment_status, partner_note)
      SELECT p.id, p.doctor_id, p.partner_id, 'semaglutide-starter', 24900, 'PENDING_REVIEW', 'PENDING', 'PAID', ${term}
      FROM patients p JOIN users u ON u.id = p.user_id
      WHERE u.email LIKE ${`${term}%`} AND u.email LIKE 'cursor.%' ORDER BY u.email LIMIT ${orders}`.execute(t.db);
    const expected = await sql<{
      id: string;
    }>`SELECT id FROM orders WHERE partner_note = ${term} ORDER BY created_at DESC, id DESC`.execute(t.db);
    const found = (await get(`/doctors/orders?search=${encodeURIComponent(term)}&limit=100`)) as unknown as Page & {
      orders: { id: string }[];
    };
    expect(found.total).toBe(orders);
    expect(found.orders.map((o) => o.id)).toEqual(expected.rows.map((r) => r.id));
  });

  it('refuses a cursor it did not make, one from another sort, and one sent with a search', async () => {
    const { nextCursor } = await get('/doctors/patients?sort=name:asc&limit=10');
    for (const url of [
      '/doctors/patients?after=not-a-cursor',
      `/doctors/patients?sort=createdAt:desc&after=${encodeURIComponent(nextCursor!)}`,
      `/doctors/patients?search=Adams&after=${encodeURIComponent(nextCursor!)}`,
    ]) {
      const res = await call(t.app, { method: 'GET', url, token: doctor });
      expect(res.status, url).toBe(400);
    }
    // The other direction of the same sort field reads from the same position, backwards.
    const back = await get(`/doctors/patients?sort=name:desc&limit=10&after=${encodeURIComponent(nextCursor!)}`);
    const asc = await get('/doctors/patients?sort=name:asc&limit=10');
    expect(back.items.map((p) => p.id)).toEqual(
      asc.items
        .slice(0, 9)
        .map((p) => p.id)
        .reverse(),
    );
  });
});
