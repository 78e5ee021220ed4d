import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useMyMedications } from '@/api/patients/get-my-medications';
import { formatDate, humanize } from '@/lib/format';
import { patientPortalPaths } from '@/features/patient-portal/paths';
import { LoadError } from '@/components/load-error';

export const NO_MEDICATIONS_TEXT = 'No active medications yet';

/** The patient's current medications, from GET /patient/me/medications. */
export function MedicationsList({ withOrderLinks = false }: { withOrderLinks?: boolean }) {
  const { data, error, isLoading, mutate } = useMyMedications();

  if (error && !data) {
    return <LoadError title="Error fetching medications" error={error} onRetry={() => void mutate()} />;
  }
  if (isLoading || !data) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label="Loading your medications">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (data.length === 0) {
    return (
      <Stack spacing={0.5}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {NO_MEDICATIONS_TEXT}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Once a doctor approves your treatment, your medication and dose show here.
        </Typography>
      </Stack>
    );
  }

  return (
    <List disablePadding aria-label="Current medications">
      {data.map((m, index) => (
        <ListItem
          key={`${m.orderId}-${m.medication}-${m.dose}`}
          disableGutters
          divider={index < data.length - 1}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
        >
          <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {m.medication} · {m.dose}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {m.productName} · since {formatDate(m.since)}
            </Typography>
            {withOrderLinks && (
              <Link
                component={RouterLink}
                to={patientPortalPaths.order(m.orderId)}
                aria-label={`View order for ${m.medication} ${m.dose}`}
                variant="body2"
                sx={{ mt: 0.5, alignSelf: 'flex-start', fontWeight: 600 }}
              >
                View order
              </Link>
            )}
          </Stack>
          <Chip label={humanize(m.status)} size="small" variant="outlined" />
        </ListItem>
      ))}
    </List>
  );
}
