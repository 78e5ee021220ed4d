import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list's bulk actions: how many rows are selected (read out as it changes), then the actions on them. */
export function SelectionActions({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Stack useFlexGap direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {count} selected
      </Typography>
      {children}
    </Stack>
  );
}
