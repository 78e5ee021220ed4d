import { useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One key per payment attempt: the same attempt (same card, same order) sent again after a network error reuses
 * its key, so the server never charges twice; a changed card or order starts a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return (fingerprint: string): string => {
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  };
}
