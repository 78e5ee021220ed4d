import { useState } from 'react';
import { PAGE_SIZES, type ListPaging } from '@/lib/list-query';

/**
 * A list's own page and page size, kept in the component rather than the address bar (a tab, or a section of a page
 * that shares its address with others). `paging(total)` is what PagedTable takes.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const paging = (total = 0): ListPaging => ({
    total,
    page,
    limit,
    onPageChange: setPage,
    onLimitChange: (next) => {
      setLimit(next);
      setPage(1);
    },
  });
  return { page, limit, paging, setPage };
}
