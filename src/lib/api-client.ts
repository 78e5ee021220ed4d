import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { honorsIdempotencyKey, IDEMPOTENCY_HEADER } from '@contracts/idempotency';
import { newIdempotencyKey } from './idempotency-key';
import { apiBindings, type ApiSession, type RefreshedTokens } from './api-bindings';

export { configureApiClient, type ApiClientBindings, type ApiSession, type RefreshedTokens } from './api-bindings';
export { getErrorMessage } from './error-message';

export const API_TIMEOUT_MS = 150_000;

export const apiClient = axios.create({
  baseURL: env.VITE_API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/** A 401 from these means wrong credentials, not an expired token: never refresh for them. */
const NO_REFRESH = [
  /\/auth\/login$/,
  /\/auth\/sign-up\/[^/]+$/,
  /\/auth\/verify-otp$/,
  /\/auth\/refresh-token$/,
  /\/auth\/act-as\/exchange$/,
  // A wrong texted code (renewal, or an intake picked up by phone): a refresh and retry would spend a second attempt.
  /\/patients\/get-patient(-renewal)?-questionnaire-by-phone\/[^/]+$/,
];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _resent?: boolean; _sentToken?: string | null };

const bearerOf = (s: ApiSession): string | null => s.delegateAccessToken || s.accessToken || null;

function pathOf(config: AxiosRequestConfig): string {
  const url = config.url ?? '';
  return url.split('?')[0].replace(/\/+$/, '');
}

const honorsKey = (config: AxiosRequestConfig) => honorsIdempotencyKey(config.method ?? 'get', pathOf(config));

apiClient.interceptors.request.use((config: RetriableConfig) => {
  const token = bearerOf(apiBindings().getSession());
  config._sentToken = token;
  config.headers = AxiosHeaders.from(config.headers);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  // One key per call (a user's action): the retry below and the one after a token refresh send the same config, so the
  // same key, and the server answers a repeat with its first reply instead of doing the work twice.
  if (honorsKey(config) && !config.headers.has(IDEMPOTENCY_HEADER)) config.headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  return config;
});

/**
 * A write that got no answer (the connection broke, the time-out passed), a 502 or a 503 (the proxy found no
 * instance, or one stopped under it) may or may not have been applied: sent once more with its key, it is applied at
 * most once. A write the user cancelled is not sent again.
 */
function worthResending(error: AxiosError, config: RetriableConfig): boolean {
  if (config._resent || !honorsKey(config) || error.code === AxiosError.ERR_CANCELED) return false;
  const status = error.response?.status;
  return status === undefined || status === 502 || status === 503;
}

let refreshing: Promise<RefreshedTokens | null> | null = null;

/** Bare axios (not apiClient): the refresh call never goes through the interceptors. */
async function requestRefresh(refreshToken: string): Promise<RefreshedTokens | null> {
  try {
    const reply = await axios.post<{ data?: Partial<RefreshedTokens> }>(
      `${env.VITE_API_BASE_URL}/auth/refresh-token`,
      { refreshToken },
      { timeout: API_TIMEOUT_MS, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } },
    );
    const data = reply.data?.data;
    if (!data?.accessToken || !data.refreshToken) return null;
    const tokens: RefreshedTokens = { accessToken: data.accessToken, refreshToken: data.refreshToken };
    if ('delegateAccessToken' in data) tokens.delegateAccessToken = data.delegateAccessToken ?? null;
    return tokens;
  } catch {
    return null;
  }
}

/** Concurrent 401s share one in-flight refresh, which saves the new tokens or ends the session exactly once. */
function refreshOnce(refreshToken: string): Promise<RefreshedTokens | null> {
  if (!refreshing) {
    refreshing = requestRefresh(refreshToken)
      .then((tokens) => {
        if (tokens) apiBindings().onTokensRefreshed(tokens);
        else apiBindings().onSessionEnded();
        return tokens;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || !error.config) throw error;
  const config = error.config as RetriableConfig;
  if (worthResending(error, config)) {
    config._resent = true;
    return apiClient.request(config);
  }
  if (error.response?.status !== 401) throw error;
  if (config._retried || NO_REFRESH.some((re) => re.test(pathOf(config)))) throw error;
  config._retried = true;

  const session = apiBindings().getSession();
  const current = bearerOf(session);
  // A refresh finished while this request was in flight: retry with the new token instead of refreshing again.
  if (current && current !== config._sentToken) return apiClient.request(config);
  if (!session.refreshToken) {
    if (current) apiBindings().onSessionEnded();
    throw error;
  }
  const tokens = await refreshOnce(session.refreshToken);
  if (!tokens) throw error;
  return apiClient.request(config);
});
