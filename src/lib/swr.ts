import type { Cache, SWRConfiguration } from 'swr';
import { isNotFound } from './api-errors';
import { takeFirstViewReplies } from './first-view';

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

/**
 * A cache entry holding a reply: not loading (SWR would otherwise report a first load while it revalidates on mount,
 * and the page would draw its placeholders instead of the data it has).
 */
export const answered = (data: unknown) => ({ data, isLoading: false, isValidating: false });

/**
 * One cache per app instance (see app/provider): a fresh page, or a test, never sees another's replies. A page the
 * server drew with the patient's data starts with the replies it was drawn from (lib/first-view).
 */
export function createSwrCache(): Cache {
  return new Map(takeFirstViewReplies().map(([key, data]) => [key, answered(data)])) as Cache;
}

/** Drops every cached reply (sign-out): nothing of the previous user stays in memory. */
export function clearSwrCache(cache: Cache): void {
  for (const key of [...cache.keys()]) cache.delete(key);
}
