import Typography from '@mui/material/Typography';
import { PRESCRIPTION_STATUS_TEXT, type Prescription } from '@contracts/prescriptions';

/** The prescription's status in plain words; a live region, so that a checked status is announced. */
export function StatusReadout({ prescription }: { prescription: Prescription }) {
  return (
    <Typography role="status" aria-live="polite" variant="h3" component="p" sx={{ fontSize: '1.125rem' }}>
      Status: <span>{PRESCRIPTION_STATUS_TEXT[prescription.status]}</span>
    </Typography>
  );
}
