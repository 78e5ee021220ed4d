import { AxiosError } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, apiClient, configureApiClient, getErrorMessage, type ApiSession, type RefreshedTokens } from '@/lib/api-client';
import { mockRefreshToken } from '../mocks/auth';
import { api, server, setupMswLifecycle } from '../support/msw';

setupMswLifecycle();

let session: ApiSession;
const onTokensRefreshed = vi.fn((t: RefreshedTokens) => {
  session = { ...session, ...t };
});
const onSessionEnded = vi.fn(() => {
  session = { accessToken: null, refreshToken: null, delegateAccessToken: null };
});
let unbind: () => void;

beforeEach(() => {
  session = { accessToken: 'old-access', refreshToken: 'refresh-old', delegateAccessToken: null };
  onTokensRefreshed.mockClear();
  onSessionEnded.mockClear();
  unbind = configureApiClient({ getSession: () => session, onTokensRefreshed, onSessionEnded });
});
afterEach(() => unbind());

/** The refresh endpoint, answered by `reply`; returns what each call carried. */
function refreshHandler(reply: () => Response | Promise<Response>) {
  const refresh = mockRefreshToken(reply);
  server.use(refresh);
  return refresh.calls;
}

const newTokens = { accessToken: 'new-access', refreshToken: 'refresh-new' };

describe('api client', () => {
  it('uses /api/v1, JSON and a 150000 ms time-out', () => {
    expect(API_TIMEOUT_MS).toBe(150000);
    expect(apiClient.defaults.timeout).toBe(150000);
    expect(apiClient.defaults.baseURL).toBe('/api/v1');
    expect(apiClient.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('sends the access token, and the delegate token instead when there is one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/probe'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: null });
      }),
    );
    await apiClient.get('/probe');
    session = { ...session, delegateAccessToken: 'delegate-token' };
    await apiClient.get('/probe');
    expect(seen).toEqual(['Bearer old-access', 'Bearer delegate-token']);
  });

  it('10 concurrent 401s share ONE refresh, then all ten retries succeed', async () => {
    let hits = 0;
    server.use(
      http.get(api('/protected/:n'), ({ request, params }) => {
        hits += 1;
        if (request.headers.get('authorization') !== 'Bearer new-access') {
          return HttpResponse.json({ message: 'Token expired', code: 'UNAUTHORIZED' }, { status: 401 });
        }
        return HttpResponse.json({ data: { n: Number(params.n) } });
      }),
    );
    const calls = refreshHandler(async () => {
      await delay(30);
      return HttpResponse.json({ data: newTokens });
    });

    const replies = await Promise.all(Array.from({ length: 10 }, (_, n) => apiClient.get(`/protected/${n}`)));

    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ refreshToken: 'refresh-old' });
    // The refresh call is bare axios: it carries no bearer token.
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(replies.map((r) => r.data.data.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(hits).toBe(20);
    expect(onTokensRefreshed).toHaveBeenCalledTimes(1);
    expect(onTokensRefreshed).toHaveBeenCalledWith(newTokens);
    expect(session.refreshToken).toBe('refresh-new');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('stores the delegate token when the refresh reply has one', async () => {
    session = { ...session, delegateAccessToken: 'old-delegate' };
    server.use(
      http.get(api('/me-ish'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-delegate'
          ? HttpResponse.json({ data: 'ok' })
          : new HttpResponse(null, { status: 401 }),
      ),
    );
    refreshHandler(() => HttpResponse.json({ data: { ...newTokens, delegateAccessToken: 'new-delegate' } }));
    await expect(apiClient.get('/me-ish')).resolves.toMatchObject({ status: 200 });
    expect(onTokensRefreshed).toHaveBeenCalledWith({ ...newTokens, delegateAccessToken: 'new-delegate' });
  });

  it.each([
    ['post', '/auth/login'],
    ['post', '/auth/sign-up/patients'],
    ['post', '/auth/sign-up/sales-person'],
    ['post', '/auth/verify-otp'],
  ] as const)('a 401 from %s %s never refreshes', async (_method, path) => {
    server.use(http.post(api(path), () => HttpResponse.json({ message: 'Invalid credentials', code: 'UNAUTHORIZED' }, { status: 401 })));
    const calls = refreshHandler(() => HttpResponse.json({ data: newTokens }));

    const error = await apiClient.post(path, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(401);
    expect(getErrorMessage(error, 'fallback')).toBe('Invalid credentials');
    expect(calls).toHaveLength(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it.each(['/patients/get-patient-renewal-questionnaire-by-phone', '/patients/get-patient-questionnaire-by-phone'])(
    'a wrong texted code (401 from GET %s/{phone}) is asked once, signed in or not, and never refreshes',
    async (path) => {
      let hits = 0;
      server.use(
        http.get(api(`${path}/:phone`), () => {
          hits += 1;
          return HttpResponse.json({ message: 'The code is incorrect or has expired.', code: 'OTP_INVALID' }, { status: 401 });
        }),
      );
      const calls = refreshHandler(() => HttpResponse.json({ data: newTokens }));

      const error = await apiClient.get(`${path}/%2B12025550108`, { params: { code: '000000' } }).catch((e: unknown) => e);
      expect((error as AxiosError).response?.status).toBe(401);
      expect(hits).toBe(1);
      expect(calls).toHaveLength(0);
      expect(onSessionEnded).not.toHaveBeenCalled();
    },
  );

  it('a retried request that gets a second 401 is not retried again', async () => {
    let hits = 0;
    server.use(
      http.get(api('/always-401'), () => {
        hits += 1;
        return HttpResponse.json({ message: 'Nope', code: 'UNAUTHORIZED' }, { status: 401 });
      }),
    );
    const calls = refreshHandler(() => HttpResponse.json({ data: newTokens }));

    const error = (await apiClient.get('/always-401').catch((e: unknown) => e)) as AxiosError;
    expect(error.response?.status).toBe(401);
    expect(hits).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['the refresh fails', () => HttpResponse.json({ message: 'Refresh token reused', code: 'UNAUTHORIZED' }, { status: 401 })],
    ['the refresh returns no access token', () => HttpResponse.json({ data: { refreshToken: 'x' } })],
  ])('when %s the original error is passed on and the session ends', async (_case, reply) => {
    server.use(http.get(api('/orders'), () => HttpResponse.json({ message: 'Token expired', code: 'UNAUTHORIZED' }, { status: 401 })));
    refreshHandler(reply);

    const error = (await apiClient.get('/orders').catch((e: unknown) => e)) as AxiosError;
    expect(error.config?.url).toBe('/orders');
    expect(getErrorMessage(error, 'fallback')).toBe('Token expired');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onTokensRefreshed).not.toHaveBeenCalled();
    expect(session.accessToken).toBeNull();
  });

  it('concurrent 401s with a failing refresh end the session once', async () => {
    server.use(http.get(api('/orders'), () => new HttpResponse(null, { status: 401 })));
    const calls = refreshHandler(async () => {
      await delay(20);
      return new HttpResponse(null, { status: 401 });
    });
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => apiClient.get('/orders')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});

describe('getErrorMessage', () => {
  it("prefers the server's message", async () => {
    server.use(http.get(api('/bad'), () => HttpResponse.json({ message: 'Email already used', code: 'CONFLICT' }, { status: 409 })));
    const error = await apiClient.get('/bad').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Action Failure')).toBe('Email already used');
  });

  it('falls back to the transport message for a status without a message', async () => {
    server.use(http.get(api('/boom'), () => new HttpResponse(null, { status: 500 })));
    const error = await apiClient.get('/boom').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Action Failure')).toBe('Request failed with status code 500');
  });

  it('reports a network error', async () => {
    server.use(http.get(api('/down'), () => HttpResponse.error()));
    const error = await apiClient.get('/down').catch((e: unknown) => e);
    expect(getErrorMessage(error, 'Action Failure')).toBe('Network Error');
  });

  it('reports a time-out as axios words it', () => {
    // msw's XHR mock ignores time-outs, so the error is built the way axios' adapter builds it.
    const error = new AxiosError(`timeout of ${API_TIMEOUT_MS}ms exceeded`, AxiosError.ECONNABORTED);
    expect(getErrorMessage(error, 'Action Failure')).toBe('timeout of 150000ms exceeded');
  });

  it('reports an aborted request, and uses the fallback for anything else', () => {
    expect(getErrorMessage(new AxiosError('Request aborted', 'ECONNABORTED'), 'Action Failure')).toBe('Request aborted');
    expect(getErrorMessage(new Error('internal detail'), 'Action Failure')).toBe('Action Failure');
    expect(getErrorMessage(undefined, 'Action Failure')).toBe('Action Failure');
    expect(getErrorMessage('Plain text', 'Action Failure')).toBe('Plain text');
  });
});
