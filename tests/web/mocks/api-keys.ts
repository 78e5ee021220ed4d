import type { ApiKey, CreateApiKeyBody } from '@contracts/api-keys';
import type { ShortLink } from '@contracts/short-links';
import { apiError, mockApi } from './http';

// API keys and short links: an in-memory list of keys behind GET/POST/DELETE /api-keys, and POST /common/short-links.

export const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Gym CRM',
  prefix: 'glp_live_AbCd1234',
  scopes: ['webhook-orders:write'],
  status: 'ACTIVE',
  createdAt: '2026-03-01T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  owner: { id: 'a0000000-0000-4000-8000-000000000001', name: 'Sam Rivera', email: 'partner@demo.test', role: 'GYM_OWNER' },
  ...overrides,
});

export const NEW_SECRET = 'glp_live_NeWk3y99' + 'x'.repeat(40);

/** GET/POST/DELETE /api-keys over one list; records the created bodies and revoked ids. */
export function apiKeysStore(initial: ApiKey[] = [apiKey()]) {
  let keys = [...initial];
  const created: CreateApiKeyBody[] = [];
  const revoked: string[] = [];
  const handlers = [
    mockApi('get', '/api-keys', ({ query }) => {
      const search = (query.search ?? '').toLowerCase();
      const items = keys.filter(
        (k) =>
          (!query.status || k.status === query.status) && (!search || k.name.toLowerCase().includes(search) || k.prefix.includes(search)),
      );
      return { items, total: items.length, page: 1, limit: 10, totalPages: items.length ? 1 : 0 };
    }),
    mockApi<unknown, CreateApiKeyBody>(
      'post',
      '/api-keys',
      ({ body }: { body: CreateApiKeyBody }) => {
        created.push(body);
        const key = apiKey({
          id: `c0000000-0000-4000-8000-00000000010${created.length}`,
          name: body.name,
          scopes: body.scopes,
          prefix: NEW_SECRET.slice(0, 17),
          createdAt: '2026-03-02T15:00:00.000Z',
        });
        keys = [key, ...keys];
        return { key, secret: NEW_SECRET };
      },
      { status: 201, message: 'API key created' },
    ),
    mockApi('delete', '/api-keys/:id', ({ params }) => {
      const key = keys.find((k) => k.id === params.id);
      if (!key) return apiError(404, 'API key not found', 'NOT_FOUND');
      revoked.push(key.id);
      const done: ApiKey = { ...key, status: 'REVOKED', revokedAt: '2026-03-03T10:00:00.000Z' };
      keys = keys.map((k) => (k.id === key.id ? done : k));
      return done;
    }),
  ];
  return { handlers, created, revoked };
}

export const shortLink = (overrides: Partial<ShortLink> = {}): ShortLink => ({
  code: 'Ab3dE5f',
  shortUrl: 'http://patient.localhost:3000/s/Ab3dE5f',
  targetUrl: 'http://patient.localhost:3000/start?partner=a0000000-0000-4000-8000-000000000001',
  partnerId: 'a0000000-0000-4000-8000-000000000001',
  clicks: 0,
  createdAt: '2026-03-01T15:00:00.000Z',
  ...overrides,
});

/** POST /common/short-links: the short link of the URL sent. */
export const mockCreateShortLink = (answer: (url: string) => ShortLink | Response = (url) => shortLink({ targetUrl: url })) =>
  mockApi<ShortLink, { url: string }>('post', '/common/short-links', ({ body }) => answer(body.url), { status: 201 });
