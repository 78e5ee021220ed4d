import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface DetailItem {
  term: string;
  value: ReactNode;
}

/** Label/value pairs as a description list: two columns on wide screens, stacked on phones. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {items.map(({ term, value }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 1, sm: 0 } }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
