import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 350;

/** Beside filters in a row, the search takes two shares of the width. */
const IN_A_ROW: SxProps<Theme> = { flex: 2, minWidth: 220, maxWidth: { md: 640 } };

interface SearchFieldProps {
  label: string;
  helperText?: string;
  /** The search in force (e.g. from the address bar). */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (search: string) => void;
  /** Fills its container instead of sharing a row with filters. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** A search box that asks the server once typing pauses, not on every key. */
export function SearchField({ label, helperText, value, onSearch, fullWidth = false, sx }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // The search changed under us (Back, a link): show it, unless the box already says the same.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  // The latest callback, so that a re-render of the parent does not restart the pause.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    const next = text.trim();
    if (next === value) return undefined;
    const timer = setTimeout(() => onSearchRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      label={label}
      type="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      helperText={helperText}
      fullWidth={fullWidth}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
      sx={sx ?? (fullWidth ? undefined : IN_A_ROW)}
    />
  );
}
