import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { StepCard } from './step-card';

/** A saved intake could not be loaded: say why, and offer a fresh start (which forgets the saved one). */
export function ResumeError({ message, onRestart }: { message: string; onRestart: () => void }) {
  return (
    <StepCard title="We could not load your saved answers">
      <Alert severity="error">{message}</Alert>
      <Typography sx={{ color: 'text.secondary' }}>You can start again; it only takes a few minutes.</Typography>
      <Box>
        <Button variant="contained" size="large" onClick={onRestart}>
          Start again
        </Button>
      </Box>
    </StepCard>
  );
}
