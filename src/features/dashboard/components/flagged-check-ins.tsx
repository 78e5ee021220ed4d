import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SEVERITY_LABELS, type FlaggedCheckIn } from '@contracts/treatment-plans';

/**
 * The oldest flagged check-ins under the "Check-ins to review" figure, each linking to the patient's page, where the
 * Treatment plan card offers "Review".
 */
export function FlaggedCheckInList({ items }: { items: readonly FlaggedCheckIn[] }) {
  if (items.length === 0) return null;
  return (
    <Typography component="ul" variant="body2" aria-label="Oldest check-ins to review" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {items.map((item) => (
        <li key={item.id}>
          <Link component={RouterLink} to={`/patients/${item.patientId}`} sx={{ fontWeight: 600 }}>
            {item.patientName}
          </Link>
          {`: ${SEVERITY_LABELS[item.severity].toLowerCase()} side effects`}
          {item.refillHeld ? ', refill held' : ''}
        </li>
      ))}
    </Typography>
  );
}
