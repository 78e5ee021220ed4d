/**
 * The audit trail is append-only for the application's database role (migration 0011): rows written by the API
 * cannot be changed, deleted or truncated through the same connection, and the API goes on writing new ones.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'patient@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

const allRows = () => auditOutcomes(t.db, {});

describe('audit_logs is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the rows the API wrote, and keeps them as they were', async () => {
    expect((await call(t.app, { method: 'GET', url: '/patient/profile', token })).status).toBe(200);
    const rows = await t.db.selectFrom('audit_logs').selectAll().orderBy('timestamp').execute();
    expect(rows.length).toBeGreaterThan(0);

    await expect(t.db.updateTable('audit_logs').set({ outcome: 'SUCCESS', actor_user_id: null }).execute()).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(t.db.deleteFrom('audit_logs').execute()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql`TRUNCATE audit_logs`.execute(t.db)).rejects.toThrow(/append-only: TRUNCATE refused/);

    expect(await t.db.selectFrom('audit_logs').selectAll().orderBy('timestamp').execute()).toEqual(rows);
  });

  it('still takes new rows', async () => {
    const before = (await allRows()).length;
    expect((await call(t.app, { method: 'GET', url: '/patient/profile', token })).status).toBe(200);
    expect((await allRows()).length).toBe(before + 1);
  });
});
