/**
 * GET /api/v1/ready, for a load balancer (beside GET /health, liveness): 200 once the database answers and every
 * migration of this build is applied; 503 with the reason otherwise, and from the moment the instance shuts down.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/platform/db/client';
import { migrationProvider } from '#server/platform/db/migrations/index';
import { call, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ready = () => call(t.app, { method: 'GET', url: '/ready' });

describe('readiness', () => {
  it('is ready with the latest migration applied', async () => {
    const latest = Object.keys(await migrationProvider.getMigrations())
      .sort()
      .at(-1);
    const res = await ready();
    expect([res.status, res.body]).toEqual([200, { data: { status: 'ready', db: 'ok', migration: latest } }]);
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = (await call(t.app, { method: 'GET', url: '/openapi.json' })).body as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/api/v1/ready'])).toEqual(['get']);
  });

  it('is not ready while a migration of this build is not applied, and says which', async () => {
    const latest = Object.keys(await migrationProvider.getMigrations())
      .sort()
      .at(-1)!;
    const row = await sql<{ name: string; timestamp: string }>`select * from kysely_migration where name = ${latest}`.execute(t.db);
    await sql`delete from kysely_migration where name = ${latest}`.execute(t.db);
    try {
      const res = await ready();
      expect([res.status, res.body]).toEqual([503, { message: `Migrations not applied: ${latest}`, code: 'NOT_READY' }]);
      // Liveness does not depend on it: the process is alive, it only must not take traffic.
      expect((await call(t.app, { method: 'GET', url: '/health' })).status).toBe(200);
    } finally {
      const { name, timestamp } = row.rows[0];
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(t.db);
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready once the instance shuts down, so that the load balancer drains it', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      expect((await ready()).body).toEqual({ message: 'Shutting down', code: 'NOT_READY' });
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });

  it('is not ready when the database does not answer', async () => {
    // A PostgreSQL server that is not there (nothing listens on port 1 of the loopback).
    const gone = await openDatabase({ url: 'postgres://nobody:none@127.0.0.1:1/none', dataDir: '' });
    const app = await buildApp({ config: t.config, db: gone.db, logger: false });
    try {
      const res = await call(app, { method: 'GET', url: '/ready' });
      expect([res.status, res.body]).toEqual([503, { message: 'The database is unreachable', code: 'NOT_READY' }]);
    } finally {
      await app.close();
      await gone.close();
    }
  });
});
