/**
 * Routes are denied by default: every route under /api/v1 declares its audience (`audience` or `publicRoute`,
 * server/platform/http/context.ts), or the app does not start.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { audience, publicRoute } from '#server/platform/http/context';
import { call, createTestApp } from './helpers/app';

describe('route audience', () => {
  it('refuses to start with an API route that declares no audience, naming it', async () => {
    const undeclared = (api: FastifyInstance) => {
      api.post('/test/undeclared', async () => ({ data: null }));
    };
    await expect(createTestApp({}, undeclared)).rejects.toThrow(
      'POST /api/v1/test/undeclared declares no audience: spread audience(...) or publicRoute(reason) into its options',
    );
  });

  it('marks the options audience() returns, a public route explicitly', () => {
    expect(audience(['SUPER_ADMIN'], ['test'])('A route', {}).config).toEqual({ audience: ['SUPER_ADMIN'] });
    expect(audience('ANY', ['test'])('A route', {}).config).toEqual({ audience: 'ANY' });
    expect(audience(null, ['test'])('A route', {}).config).toEqual({ audience: 'PUBLIC' });
    expect(publicRoute('a reason').config).toEqual({ audience: 'PUBLIC', publicBecause: 'a reason' });
  });

  it('starts the real app, every route declared, and serves an explicitly public route', async () => {
    const declared = (api: FastifyInstance) => {
      api.get('/test/declared', publicRoute('a test route'), async () => ({ data: 'open' }));
    };
    const t = await createTestApp({}, declared);
    try {
      expect((await call(t.app, { method: 'GET', url: '/test/declared' })).body).toEqual({ data: 'open' });
      expect((await call(t.app, { method: 'HEAD', url: '/test/declared' })).status).toBe(200);
      expect((await call(t.app, { method: 'GET', url: '/health' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
