import { useState } from 'react';
import useSWR from 'swr';

/** A list query that can page by cursor: `after` is the `nextCursor` of the page before. */
type CursorQuery = { page: number; after?: string };

interface KnownCursors {
  /** The filters and sort the cursors belong to: a cursor from one list never pages another. */
  scope: string;
  /** The `after` for a page, from the reply for the page before it. */
  byPage: Record<number, string>;
}

/**
 * One page of a list the server can page by cursor. Paging forward one page at a time, a page whose cursor the
 * previous page's reply gave (`nextCursor`) is asked for with `after`, so that the server starts right after that row
 * instead of reading past every row before the page; any other page (a jump, the first after the filters or sort
 * changed, or whenever `cursorApplies` says the server gives no cursor for this query) by `page`.
 */
export function useCursorPages<Q extends CursorQuery, R extends { nextCursor?: string | null }>(
  path: string,
  query: Omit<Q, 'after'>,
  getPage: (query: Q) => Promise<R>,
  cursorApplies: boolean,
) {
  const scopeOf = ({ page: _page, after: _after, ...rest }: CursorQuery) => JSON.stringify(rest);
  const scope = scopeOf(query);
  const [cursors, setCursors] = useState<KnownCursors>({ scope, byPage: {} });
  const after = cursors.scope === scope && cursorApplies ? cursors.byPage[query.page] : undefined;

  const fetchPage = async (sent: Q) => {
    const reply = await getPage(sent);
    const { nextCursor } = reply;
    if (nextCursor) {
      // Keyed by the query this reply answers, not the one on screen now: a late reply never files its cursor under another page.
      const sentScope = scopeOf(sent);
      setCursors((known) => ({
        scope: sentScope,
        byPage: { ...(known.scope === sentScope ? known.byPage : {}), [sent.page + 1]: nextCursor },
      }));
    }
    return reply;
  };
  const sent = { ...query, ...(after ? { after } : {}) } as Q;
  return useSWR([path, sent] as const, ([, q]) => fetchPage(q), { keepPreviousData: true });
}
