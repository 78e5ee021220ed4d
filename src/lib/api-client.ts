import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';

export const API_TIMEOUT_MS = 150_000;

export interface ApiSession {
  accessToken: string | null;
  refreshToken: string | null;
  delegateAccessToken: string | null;
}

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  delegateAccessToken?: string | null;
}

/** lib cannot import the store: app/provider injects how to read and update the session. */
export interface ApiClientBindings {
  getSession: () => ApiSession;
  onTokensRefreshed: (tokens: RefreshedTokens) => void;
  onSessionEnded: () => void;
}

const noBindings: ApiClientBindings = {
  getSession: () => ({ accessToken: null, refreshToken: null, delegateAccessToken: null }),
  onTokensRefreshed: () => undefined,
  onSessionEnded: () => undefined,
};

let bindings: ApiClientBindings = noBindings;

export function configureApiClient(next: ApiClientBindings): () => void {
  bindings = next;
  return () => {
    if (bindings === next) bindings = noBindings;
  };
}

export const apiClient = axios.create({
  baseURL: env.VITE_API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/** A 401 from these means wrong credentials, not an expired token: never refresh for them. */
const NO_REFRESH = [/\/auth\/login$/, /\/auth\/sign-up\/[^/]+$/, /\/auth\/verify-otp$/, /\/auth\/refresh-token$/];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

const bearerOf = (s: ApiSession): string | null => s.delegateAccessToken || s.accessToken || null;

function pathOf(config: AxiosRequestConfig): string {
  const url = config.url ?? '';
  return url.split('?')[0].replace(/\/+$/, '');
}

apiClient.interceptors.request.use((config: RetriableConfig) => {
  const token = bearerOf(bindings.getSession());
  config._sentToken = token;
  config.headers = AxiosHeaders.from(config.headers);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  return config;
});

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
        if (tokens) bindings.onTokensRefreshed(tokens);
        else bindings.onSessionEnded();
        return tokens;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetriableConfig;
  if (config._retried || NO_REFRESH.some((re) => re.test(pathOf(config)))) throw error;
  config._retried = true;

  const session = bindings.getSession();
  const current = bearerOf(session);
  // A refresh finished while this request was in flight: retry with the new token instead of refreshing again.
  if (current && current !== config._sentToken) return apiClient.request(config);
  if (!session.refreshToken) {
    if (current) bindings.onSessionEnded();
    throw error;
  }
  const tokens = await refreshOnce(session.refreshToken);
  if (!tokens) throw error;
  return apiClient.request(config);
});

/** Human text for an error: the server's message, else axios' transport message, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() || fallback;
  if (axios.isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'message' in body) {
      const message = (body as { message?: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return error.message || fallback;
  }
  return fallback;
}
