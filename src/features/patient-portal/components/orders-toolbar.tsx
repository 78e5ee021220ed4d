import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { PatientOrderSort } from '../lib/orders-query';

export const SEARCH_DEBOUNCE_MS = 350;

export const SORT_OPTIONS: readonly { value: PatientOrderSort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'number:asc', label: 'Order number' },
];

interface OrdersToolbarProps {
  search: string;
  sort: PatientOrderSort;
  /** Called once typing pauses, with the trimmed text. */
  onSearchChange: (search: string) => void;
  onSortChange: (sort: PatientOrderSort) => void;
}

export function OrdersToolbar({ search, sort, onSearchChange, onSortChange }: OrdersToolbarProps) {
  const [text, setText] = useState(search);
  // The address changed under us (Back, a link): show its search, unless the box already says the same.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (text.trim() !== search) setText(search);
  }
  // The latest callback, so that a re-render of the parent does not restart the pause.
  const onSearchChangeRef = useRef(onSearchChange);
  useEffect(() => {
    onSearchChangeRef.current = onSearchChange;
  });

  useEffect(() => {
    const next = text.trim();
    if (next === search) return undefined;
    const timer = setTimeout(() => onSearchChangeRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        label="Search orders"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText="Order number or product name"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(e) => onSortChange(e.target.value as PatientOrderSort)}
        slotProps={{ select: { native: true } }}
        sx={{ flex: 1, minWidth: 180 }}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
