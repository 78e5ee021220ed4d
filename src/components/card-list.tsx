import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ListPagination } from '@/components/list-pagination';
import type { ListPaging } from '@/lib/list-query';

interface CardListProps<T> {
  /** The list's accessible name (the table's label on wider screens). */
  label: string;
  /** Undefined while the first page loads: placeholders then. */
  items: readonly T[] | undefined;
  busy: boolean;
  paging: ListPaging;
  itemKey: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** A paged list shown as cards on a phone, where a table would scroll sideways: one list item per row. */
export function CardList<T>({ label, items, busy, paging, itemKey, children }: CardListProps<T>) {
  const row = { gap: 0.75, p: 2, borderBottom: 1, borderColor: 'divider' } as const;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack
        component="ul"
        aria-label={label}
        aria-busy={busy}
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: busy && items ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {items
          ? items.map((item) => (
              <Stack component="li" key={itemKey(item)} sx={row}>
                {children(item)}
              </Stack>
            ))
          : Array.from({ length: 3 }, (_, i) => (
              <Stack component="li" key={i} sx={row}>
                <Skeleton variant="text" />
                <Skeleton variant="text" width="60%" />
              </Stack>
            ))}
      </Stack>
      <ListPagination {...paging} ready={Boolean(items)} />
    </Paper>
  );
}
