import { useState } from 'react';
import { PAGE_SIZES, type ListPaging } from '@/lib/list-query';

/** A tab's own page and page size (not in the address bar: the page's tabs share one address). */
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
  return { page, limit, paging };
}
