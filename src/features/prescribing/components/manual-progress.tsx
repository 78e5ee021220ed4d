import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';

export const MANUAL_STEPS = [
  { step: 'order', label: 'Create the order' },
  { step: 'rx', label: 'Save the Rx information' },
  { step: 'prescription', label: 'Create the prescription' },
] as const;
export type ManualStep = (typeof MANUAL_STEPS)[number]['step'];
export type StepState = 'waiting' | 'working' | 'done' | 'failed';
export type ManualProgressState = Record<ManualStep, StepState>;

const STATE_TEXT: Record<StepState, string> = { waiting: 'Waiting', working: 'In progress', done: 'Done', failed: 'Failed' };

function StateIcon({ state }: { state: StepState }) {
  if (state === 'done') return <CheckCircle sx={{ color: 'success.main' }} aria-hidden />;
  if (state === 'failed') return <ErrorOutline sx={{ color: 'error.main' }} aria-hidden />;
  if (state === 'working') return <CircularProgress size={20} aria-hidden />;
  return <RadioButtonUnchecked sx={{ color: 'text.secondary' }} aria-hidden />;
}

/** Where the three calls of a manual prescription stand; the first failure stops the rest and says why. */
export function ManualProgress({ progress, failure }: { progress: ManualProgressState; failure: string | null }) {
  return (
    <Stack spacing={1.5} aria-live="polite">
      <List dense aria-label="Progress" disablePadding>
        {MANUAL_STEPS.map(({ step, label }) => (
          <ListItem key={step} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <StateIcon state={progress[step]} />
            </ListItemIcon>
            <ListItemText
              primary={label}
              secondary={STATE_TEXT[progress[step]]}
              slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
            />
          </ListItem>
        ))}
      </List>
      {failure && (
        <Alert severity="error">
          <AlertTitle>Stopped</AlertTitle>
          {failure} Press the button again to retry: an order already created is reused unless you change the patient or the medication.
        </Alert>
      )}
    </Stack>
  );
}
