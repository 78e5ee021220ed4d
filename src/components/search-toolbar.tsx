import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
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

/** The list (see useListQuery): the search is its `search`, and a new search starts again from page 1. */
type SearchedList = { query: { search: string }; update: (change: { search: string; page: number }) => void };

interface ListSearchToolbarProps extends Omit<SearchToolbarProps, 'value' | 'onSearch'> {
  list: SearchedList;
}

/** A SearchToolbar wired to a list kept in the address bar. */
export function ListSearchToolbar({ list: { query, update }, ...props }: ListSearchToolbarProps) {
  return <SearchToolbar {...props} value={query.search} onSearch={(search) => update({ search, page: 1 })} />;
}

interface ListSearchFieldProps {
  list: SearchedList;
  label: string;
  helperText: string;
  /** The box's own style (its margin). */
  sx?: SxProps<Theme>;
}

/** A list's only control, its search, up to 520 px wide, wired to a list kept in the address bar. */
export function ListSearchField({ list: { query, update }, sx, ...props }: ListSearchFieldProps) {
  return (
    <Box sx={[{ maxWidth: 520 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <SearchField {...props} value={query.search} onSearch={(search) => update({ search, page: 1 })} fullWidth />
    </Box>
  );
}
