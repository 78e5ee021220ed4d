import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One figure: its name over its value, and an optional line under it. */
export function Figure({ title, value, detail }: { title: string; value: ReactNode; detail?: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} component="h3" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.dark', mt: 0.5 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
