/**
 * The audit trail is append-only for the application's database role (migration 0011): rows written by the API
 * cannot be changed, deleted or truncated through the same connection, and the API goes on writing new ones.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, patientTestApp, testSuite } from './helpers/app';
import { auditOutcomes } from './helpers/audit';

const suite = testSuite(patientTestApp);

const allRows = () => auditOutcomes(suite.t.db, {});

describe('audit_logs is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the rows the API wrote, and keeps them as they were', async () => {
    expect((await call(suite.t.app, { method: 'GET', url: '/patient/profile', token: suite.token })).status).toBe(200);
    const rows = await suite.t.db.selectFrom('audit_logs').selectAll().orderBy('timestamp').execute();
    expect(rows.length).toBeGreaterThan(0);

    await expect(suite.t.db.updateTable('audit_logs').set({ outcome: 'SUCCESS', actor_user_id: null }).execute()).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(suite.t.db.deleteFrom('audit_logs').execute()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql`TRUNCATE audit_logs`.execute(suite.t.db)).rejects.toThrow(/append-only: TRUNCATE refused/);

    expect(await suite.t.db.selectFrom('audit_logs').selectAll().orderBy('timestamp').execute()).toEqual(rows);
  });

  it('refuses a change to one row by id, inside a transaction too, and rolls the transaction back', async () => {
    const row = await suite.t.db.selectFrom('audit_logs').selectAll().orderBy('timestamp', 'desc').limit(1).executeTakeFirstOrThrow();
    await expect(suite.t.db.updateTable('audit_logs').set({ action: 'TAMPERED' }).where('id', '=', row.id).execute()).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(suite.t.db.deleteFrom('audit_logs').where('id', '=', row.id).execute()).rejects.toThrow(/append-only: DELETE refused/);
    await expect(
      suite.t.db.transaction().execute(async (trx) => {
        await trx.insertInto('audit_logs').values({ action: 'PROBE', resource_type: 'test', outcome: 'SUCCESS' }).execute();
        await trx.deleteFrom('audit_logs').where('id', '=', row.id).execute();
      }),
    ).rejects.toThrow(/append-only: DELETE refused/);
    expect(await suite.t.db.selectFrom('audit_logs').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()).toEqual(row);
    expect(await suite.t.db.selectFrom('audit_logs').select('id').where('action', '=', 'PROBE').execute()).toEqual([]);
  });

  it('offers no API operation that changes or removes audit rows (the log is read only: list, one, statistics, export)', async () => {
    const { body } = await suite.t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = (JSON.parse(body) as { paths: Record<string, Record<string, unknown>> }).paths;
    const auditOps = Object.entries(paths)
      .filter(([path]) => path.includes('audit-log'))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(auditOps.length).toBeGreaterThan(0);
    expect(auditOps.filter((op) => !op.startsWith('GET '))).toEqual([]);
  });

  it('still takes new rows', async () => {
    const before = (await allRows()).length;
    expect((await call(suite.t.app, { method: 'GET', url: '/patient/profile', token: suite.token })).status).toBe(200);
    expect((await allRows()).length).toBe(before + 1);
  });
});
