import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function LoadingCard({ label }: { label: string }) {
  return (
    <Paper role="status" aria-live="polite" sx={{ p: { xs: 3, sm: 5 }, display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Paper>
  );
}
