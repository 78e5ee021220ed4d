import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Logo } from './logo';

interface FullScreenLoaderProps {
  /** Patients see the words "Patient Portal"; everyone else sees the logo. */
  variant: 'patient' | 'brand';
  label?: string;
}

export function FullScreenLoader({ variant, label = 'Loading' }: FullScreenLoaderProps) {
  return (
    <Box
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
        px: 3,
      }}
    >
      {variant === 'patient' ? (
        <Typography component="p" variant="h2" sx={{ color: 'primary.dark' }}>
          Patient Portal
        </Typography>
      ) : (
        <Logo size={64} />
      )}
      <Box sx={{ width: 'min(280px, 70vw)' }}>
        <LinearProgress aria-label={label} />
      </Box>
    </Box>
  );
}
