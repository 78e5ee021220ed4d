import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One Idempotency-Key per attempt: the same request sent again (a second click, a retry after a network error) reuses
 * its key, so the server does the write once; a changed request (its fingerprint) starts a new attempt with a new key.
 */
export function useAttemptKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return (fingerprint: string): string => {
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  };
}
