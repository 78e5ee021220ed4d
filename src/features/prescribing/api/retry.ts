import type { SWRConfiguration } from 'swr';
import { isNotFound } from '@/lib/api-errors';

/** A 404 is an answer (not yours, or no such record), not a blip: it is not retried. */
export const notFoundIsFinal: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (isNotFound(error) || retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 5_000);
  },
};
