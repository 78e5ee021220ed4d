import useSWR from 'swr';
import { createContext, useContext } from 'react';

export const DOCTOR_API_BASE = '/doctors';
export const PARTNER_API_BASE = '/gym-owner';

/**
 * Whose account the account calls (profile, cards, delegate access) act on, as the API path of its owner. Doctors by
 * default; the partner portal can provide '/gym-owner' around the same pages (its endpoints have the same shapes).
 */
export const AccountApiBaseContext = createContext<string>(DOCTOR_API_BASE);

export const useAccountApiBase = () => useContext(AccountApiBaseContext);

/** A read of the account's own records: keyed by their path below the account's base, fetched for that base. */
export function useAccountSWR<T>(keyOf: (base: string) => string, get: (base: string) => Promise<T>) {
  const base = useAccountApiBase();
  return useSWR(keyOf(base), () => get(base));
}
