/**
 * The partners' patient counts the database keeps (migration 0064): after patients are added, given another partner
 * or a doctor, their accounts deleted, and removed, in SQL as any code would write them, the administrator's partner
 * list and a partner's detail still show what a count over the patients gives.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, doctorIdByEmail, partnerIdByEmail, signIn, type TestApp } from './helpers/app';
import { addCursorPatients } from './helpers/cursor-patients';
import { createOtherPartner } from './helpers/other-partner';

let t: TestApp;
let admin: string;
let partnerId: string;
let otherId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  partnerId = await partnerIdByEmail(t.db, 'partner@demo.test');
  otherId = (await createOtherPartner(t)).partnerId;
});
afterAll(() => t.close());

type Counts = { patientCount: number; unassignedPatientCount?: number };

/** What a count over the patients gives, per partner (accounts not deleted). */
async function live(id: string) {
  const { rows } = await sql<{ patients: number; unassigned: number }>`
    SELECT count(*)::int AS patients, (count(*) FILTER (WHERE doctor_id IS NULL))::int AS unassigned
    FROM patients WHERE partner_id = ${id} AND account_deleted_at IS NULL`.execute(t.db);
  return rows[0];
}

async function shown(id: string) {
  const list = await call(t.app, { method: 'GET', url: '/super-admin/gym-owners?limit=100', token: admin });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const row = (list.body.data as unknown as { items: (Counts & { id: string })[] }).items.find((p) => p.id === id)!;
  const detail = await call(t.app, { method: 'GET', url: `/super-admin/gym-owners/${id}`, token: admin });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const d = detail.body.data as unknown as Counts;
  return { listed: row.patientCount, patients: d.patientCount, unassigned: d.unassignedPatientCount };
}

const expectShownAsCounted = async (id: string) => {
  const counted = await live(id);
  expect(await shown(id)).toEqual({ listed: counted.patients, patients: counted.patients, unassigned: counted.unassigned });
  return counted;
};

describe("the partners' patient counts", () => {
  it('follow patients added, moved, given a doctor, deleted and removed', async () => {
    const start = await expectShownAsCounted(partnerId);
    expect(start.patients).toBeGreaterThan(0);

    await addCursorPatients(t.db, 30, { partnerId, tag: 'counts' });
    expect((await expectShownAsCounted(partnerId)).patients).toBe(start.patients + 30);

    const added = sql`SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'counts.%'`;
    // Ten go to another partner in one statement; five of the rest get a doctor.
    await sql`UPDATE patients SET partner_id = ${otherId} WHERE id IN (SELECT id FROM (${added}) a ORDER BY id LIMIT 10)`.execute(t.db);
    const doctorId = await doctorIdByEmail(t.db, 'doctor@demo.test');
    await sql`UPDATE patients SET doctor_id = ${doctorId}
      WHERE partner_id = ${partnerId} AND id IN (SELECT id FROM (${added}) a ORDER BY id DESC LIMIT 5)`.execute(t.db);
    const moved = await expectShownAsCounted(partnerId);
    expect(moved.patients).toBe(start.patients + 20);
    expect(moved.unassigned).toBe(start.unassigned + 15);
    await expectShownAsCounted(otherId);

    // An account deleted (the patients' copy of deleted_at, migration 0006) and a patient removed.
    const [gone, removed] = (
      await sql<{ user_id: string }>`SELECT user_id FROM patients
        WHERE partner_id = ${partnerId} AND id IN (SELECT id FROM (${added}) a) ORDER BY id LIMIT 2`.execute(t.db)
    ).rows.map((r) => r.user_id);
    await sql`UPDATE users SET deleted_at = now() WHERE id = ${gone}`.execute(t.db);
    await sql`DELETE FROM patients WHERE user_id = ${removed}`.execute(t.db);
    const after = await expectShownAsCounted(partnerId);
    expect(after.patients).toBe(moved.patients - 2);
    await expectShownAsCounted(otherId);
  });
});
