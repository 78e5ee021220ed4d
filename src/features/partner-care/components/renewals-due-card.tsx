import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { useUpcomingRenewals } from '@/api/renewals/get-upcoming-renewals';
import { formatDay } from '@/features/partner-care/lib/dates';
import { RENEWAL_STATUS_LABELS, RENEWALS_ERROR_TEXT } from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

/** The treatments that renew within the next seven days (overdue ones first). */
/** The card's call: the dashboard also waits for it before it watches for its charts (pages/dashboard-page). */
export const useRenewalsDue = () => useUpcomingRenewals({ page: 1, limit: 5, days: 7 });

export function RenewalsDueCard() {
  return (
    <LoadedSectionCard
      title="Renewals due this week"
      action={
        <Link component={RouterLink} to={carePaths.renewals} sx={{ fontWeight: 600 }}>
          All renewals
        </Link>
      }
      load={useRenewalsDue()}
      errorTitle={RENEWALS_ERROR_TEXT}
      loadingLabel="Loading renewals due this week"
      isEmpty={(data) => data.items.length === 0}
      emptyText="No renewals are due this week."
    >
      {(data) => (
        <>
          <List aria-label="Renewals due this week" disablePadding>
            {data.items.map((r) => (
              <ListItem key={r.orderId} divider sx={{ px: 0 }}>
                <ListItemText
                  primary={`${r.patientName} · renews ${formatDay(r.renewsOn)}`}
                  secondary={`${r.productName}, ${r.dose} · ${RENEWAL_STATUS_LABELS[r.renewalStatus]}`}
                />
              </ListItem>
            ))}
          </List>
          {data.total > data.items.length && (
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {data.total - data.items.length} more due this week.
            </Typography>
          )}
        </>
      )}
    </LoadedSectionCard>
  );
}
