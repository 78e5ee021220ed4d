import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, configureApiClient } from '@/lib/api-client';
import { api, server, setupMswLifecycle } from '../support/msw';

setupMswLifecycle();

let unbind: () => void;
beforeEach(() => {
  unbind = configureApiClient({
    getSession: () => ({ accessToken: 'access', refreshToken: 'refresh', delegateAccessToken: null }),
    onTokensRefreshed: () => undefined,
    onSessionEnded: () => undefined,
  });
});
afterEach(() => unbind());

/** A handler answering each attempt in turn with `replies`; returns the Idempotency-Key each attempt carried. */
function attempts(method: 'post' | 'get' | 'put', path: string, replies: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http[method](api(path), ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return replies[Math.min(keys.length - 1, replies.length - 1)]();
    }),
  );
  return keys;
}

const created = () => HttpResponse.json({ data: { id: 'a1' } }, { status: 201 });
const unavailable = () => HttpResponse.json({ message: 'no upstreams available' }, { status: 503 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('writes safe to retry', () => {
  it('retries a write that got a 503 once, with the same Idempotency-Key, and returns the second answer', async () => {
    const keys = attempts('post', '/activities', [unavailable, created]);
    const reply = await apiClient.post('/activities', { name: 'Walk' });
    expect(reply.status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a write that got no answer, or a 502, the same way', async () => {
    const dropped = attempts('post', '/chat/conversations', [() => HttpResponse.error(), created]);
    expect((await apiClient.post('/chat/conversations', {})).status).toBe(201);
    expect(dropped).toEqual([dropped[0], dropped[0]]);

    const badGateway = attempts('put', '/activities/a1', [() => new HttpResponse(null, { status: 502 }), created]);
    expect((await apiClient.put('/activities/a1', {})).status).toBe(201);
    expect(badGateway[1]).toBe(badGateway[0]);
  });

  it('retries only once: a second 503 reaches the caller', async () => {
    const keys = attempts('post', '/activities', [unavailable]);
    const error = await apiClient.post('/activities', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(503);
    expect(keys).toHaveLength(2);
  });

  it('gives each action its own key, and never resends a 4xx, a read, or a write that ignores the key', async () => {
    const keys = attempts('post', '/activities', [created]);
    await apiClient.post('/activities', {});
    await apiClient.post('/activities', {});
    expect(keys[0]).not.toBe(keys[1]);

    const refused = attempts('post', '/care/tasks', [() => HttpResponse.json({ message: 'Bad' }, { status: 422 })]);
    await apiClient.post('/care/tasks', {}).catch(() => undefined);
    expect(refused).toHaveLength(1);

    const read = attempts('get', '/activities', [unavailable]);
    await apiClient.get('/activities').catch(() => undefined);
    expect(read).toEqual([null]);

    // Its reply is a session: the server keeps no copy, so a retry would not be safe and no key is sent.
    const verify = attempts('post', '/auth/verify-otp', [unavailable]);
    await apiClient.post('/auth/verify-otp', {}).catch(() => undefined);
    expect(verify).toEqual([null]);
  });
});
