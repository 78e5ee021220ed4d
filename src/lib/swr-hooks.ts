import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiClient } from './api-client';

/** A paged list's query as sent: page and limit, and what else the list filters or sorts by. */
export type ListRequest = { page: number; limit: number; search?: string } & Record<string, string | number | boolean | undefined>;

/** The params of a list GET: every value that is set (a search trimmed; empty ones left out, booleans as text). */
export function listParams(query: ListRequest): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(query)) {
    const sent = typeof value === 'string' ? value.trim() : value;
    if (sent === undefined || sent === '') continue;
    params[name] = typeof sent === 'boolean' ? String(sent) : sent;
  }
  return params;
}

/** GETs one page of a list and returns the reply's `data`, checked by its schema. */
export async function getListPage<T>(path: string, query: ListRequest, schema: { parse: (body: unknown) => { data: T } }) {
  const reply = await apiClient.get(path, { params: listParams(query) });
  return schema.parse(reply.data).data;
}

/** A paged list read keyed by [path, query]: keeps the previous page on screen while the next one loads, so the table does not jump. */
export function usePagedSWR<Q, T>(key: readonly [string, Q], fetchPage: (query: Q) => Promise<T>) {
  return useSWR(key, ([, query]) => fetchPage(query), { keepPreviousData: true });
}

/** A write on one record keyed by [name, id]; it throws on failure so that the form can show the error. */
export function useRecordMutation<A, R>(name: string, id: string, run: (id: string, arg: A) => Promise<R>) {
  return useSWRMutation([name, id] as const, ([, recordId], { arg }: { arg: A }) => run(recordId, arg), {
    throwOnError: true,
  });
}

/** A key helper of src/api: a read's key (its path), or a `keyFor` function making [path, argument] keys. */
export type KeyHelper = string | { readonly path: string };

/** The key helper of the reads of one path by an argument (a query, an id): `[path, argument]`; it names its path. */
export function keyFor<A>(path: string) {
  return Object.assign((argument: A) => [path, argument] as const, { path });
}

/** Fetches again every cached read made with these key helpers, whatever its query or id. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (...helpers: readonly KeyHelper[]) => {
    const paths = new Set<unknown>(helpers.map((helper) => (typeof helper === 'string' ? helper : helper.path)));
    return mutate((key) => paths.has(Array.isArray(key) ? key[0] : key));
  };
}
