import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Two cards of placeholder rows while a page's first data loads. */
export function AccountSkeleton({ label, rows = [4, 5] }: { label: string; rows?: readonly number[] }) {
  return (
    <Grid container spacing={2.5} aria-busy="true" aria-label={label}>
      {rows.map((count, index) => (
        <Grid key={index} size={{ xs: 12, md: 6 }}>
          <Stack spacing={2} sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper' }}>
            <Skeleton variant="text" width="40%" height={32} />
            {Array.from({ length: count }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        </Grid>
      ))}
    </Grid>
  );
}
