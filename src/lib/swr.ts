import type { Cache, SWRConfiguration } from 'swr';
import { isNotFound } from './api-errors';

/**
 * GETs a path through the one API client and returns the reply body (the `{ data, message? }` envelope). The client
 * (axios) is imported on the first call: the provider that names this fetcher is on the sign-in page, which sends none.
 */
export async function apiFetcher<T = unknown>(url: string): Promise<T> {
  const { apiClient } = await import('./api-client');
  const reply = await apiClient.get<T>(url);
  return reply.data;
}

export const swrDefaults = {
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryInterval: 5_000,
  fetcher: apiFetcher,
} satisfies SWRConfiguration;

/** For a read of one record: a 404 is an answer (not yours, or no such record), not a blip, so it is not retried. */
export const notFoundIsFinal = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (isNotFound(error) || retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 5_000);
  },
} satisfies SWRConfiguration;

/** One cache per app instance (see app/provider): a fresh page, or a test, never sees another's replies. */
export function createSwrCache(): Cache {
  return new Map() as Cache;
}

/** Drops every cached reply (sign-out): nothing of the previous user stays in memory. */
export function clearSwrCache(cache: Cache): void {
  for (const key of [...cache.keys()]) cache.delete(key);
}
