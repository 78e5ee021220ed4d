import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, signIn, type TestApp } from './helpers/app';
import { createOtherPartner } from './helpers/other-partner';

/**
 * The administrator's order filters (`filterOptions`: every partner, every live doctor) come from a directory each
 * instance keeps in memory while the database's version of it (migration 0060) stays the same. Every change, made by
 * this instance or by anyone else on the database (here: SQL, as another instance or an operator would), shows on the
 * next request.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

type Options = { partners: { id: string; name: string }[]; doctors: { id: string; name: string }[] };
const filterOptions = async () => {
  const res = await call(t.app, { method: 'GET', url: '/super-admin/orders?limit=5', token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as unknown as { filterOptions: Options }).filterOptions;
};
const version = async () => (await t.db.selectFrom('staff_directory_version').select('version').executeTakeFirstOrThrow()).version;

describe("the administrator's order filters follow every change to partners and doctors at once", () => {
  it('lists a partner created after the directory was read, and its new business name', async () => {
    const before = await filterOptions();
    expect(await filterOptions()).toEqual(before); // read again from memory: the same
    const other = await createOtherPartner(t);
    const added = await filterOptions();
    expect(added.partners).toContainEqual({ id: other.partnerId, name: 'Other Fitness' });
    expect(added.partners).toHaveLength(before.partners.length + 1);

    await sql`UPDATE partners SET business_name = 'Renamed Fitness' WHERE id = ${other.partnerId}`.execute(t.db);
    const renamed = await filterOptions();
    expect(renamed.partners).toContainEqual({ id: other.partnerId, name: 'Renamed Fitness' });
    expect(renamed.partners.map((p) => p.name)).not.toContain('Other Fitness');

    await sql`DELETE FROM partners WHERE id = ${other.partnerId}`.execute(t.db);
    expect((await filterOptions()).partners.map((p) => p.id)).not.toContain(other.partnerId);
  });

  it("shows a doctor's new name, and drops a deleted doctor", async () => {
    const doctorId = await doctorIdByEmail(t.db, 'medical@demo.test');
    expect((await filterOptions()).doctors.map((d) => d.id)).toContain(doctorId);
    await sql`UPDATE users SET last_name = 'Newname' WHERE email = 'medical@demo.test'`.execute(t.db);
    const doctors = (await filterOptions()).doctors;
    expect(doctors.find((d) => d.id === doctorId)?.name).toMatch(/^Dr\. \S+ Newname$/);

    await sql`UPDATE users SET deleted_at = now() WHERE email = 'medical@demo.test'`.execute(t.db);
    expect((await filterOptions()).doctors.map((d) => d.id)).not.toContain(doctorId);
  });

  it("leaves the version alone when a patient's name changes (no doctor row), and raises it for a doctor's", async () => {
    const start = await version();
    await sql`UPDATE users SET first_name = 'Renamed' WHERE email = 'patient@demo.test'`.execute(t.db);
    expect(await version()).toBe(start);
    await sql`UPDATE users SET first_name = 'Renamed' WHERE email = 'doctor@demo.test'`.execute(t.db);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(start));
  });
});
