import { useSWRConfig } from 'swr';

/** The path of an SWR key: the key itself, or the first element of a [path, query] key. */
const pathOf = (key: unknown) => (Array.isArray(key) ? key[0] : key);

/**
 * Reloads every partner read under the given paths (lists, counts, the dashboard's figures), so that what a change
 * moved is shown again from the server: e.g. refresh('/gym-owner/orders', '/gym-owner/dashboard').
 */
export function useRefresh() {
  const { mutate } = useSWRConfig();
  return (...prefixes: string[]) =>
    mutate((key) => {
      const path = pathOf(key);
      return typeof path === 'string' && !path.includes('#') && prefixes.some((p) => path.startsWith(p));
    });
}
