import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { SearchField } from './search-field';

interface SearchToolbarProps {
  label: string;
  helperText: string;
  value: string;
  onSearch: (search: string) => void;
  /** Controls after the search, e.g. a sort. */
  children?: ReactNode;
}

/** A list's search field (and any other controls) in a row above the table; stacked on narrow screens. */
export function SearchToolbar({ children, ...search }: SearchToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SearchField {...search} />
      {children}
    </Stack>
  );
}

interface ListSearchToolbarProps extends Omit<SearchToolbarProps, 'value' | 'onSearch'> {
  /** The list (see useListQuery): the search is its `search`, and a new search starts again from page 1. */
  list: { query: { search: string }; update: (change: { search: string; page: number }) => void };
}

/** A SearchToolbar wired to a list kept in the address bar. */
export function ListSearchToolbar({ list: { query, update }, ...props }: ListSearchToolbarProps) {
  return <SearchToolbar {...props} value={query.search} onSearch={(search) => update({ search, page: 1 })} />;
}
