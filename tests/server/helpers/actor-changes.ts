import type { FastifyInstance } from 'fastify';

/**
 * For a test that changes sessions or users with SQL, as an operator would, rather than through the app: runs `write`
 * and waits (at most 2 s) until `app`'s actor cache has heard of it. The database's triggers announce such a change
 * with a NOTIFY on commit (migration 0042); PGlite delivers it before the write returns, a PostgreSQL server a moment
 * later, on the listener's own connection. A change made through the app needs no wait: see actor-cache.test.ts.
 */
export async function heardBy<T>(app: FastifyInstance, write: () => Promise<T>): Promise<T> {
  const before = app.actorCache.epoch;
  const result = await write();
  for (const end = Date.now() + 2000; app.actorCache.epoch === before; await new Promise((r) => setTimeout(r, 5))) {
    if (Date.now() > end) throw new Error('the change was not heard within 2 s');
  }
  return result;
}
