import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminAlerts } from '@contracts/ledger';
import { LoadedSectionCard } from '@/components/loaded-section-card';
import { formatCents, formatTime, humanize } from '@/lib/format';
import { useAdminAlerts } from '@/api/ledger/get-alerts';
import { oversightPaths } from '@/features/admin-oversight/paths';

export const ALERTS_ERROR_TEXT = 'Error fetching the money alerts';
export const NO_ALERTS_TEXT = 'No alerts';

type Alert = AdminAlerts['items'][number];
type BalanceDifference = { account?: string; party_id?: string | null; balance?: string | number | null; entries?: string | number | null };

const cents = (value: string | number | null | undefined) => formatCents(Number(value ?? 0));
const listOf = (value: unknown) => (Array.isArray(value) ? value : []);

/** What the check found, in words: each account whose balance is not the sum of its entries, and the other counts. */
function findings(alert: Alert): string[] {
  const lines = listOf(alert.details.balances).map((raw) => {
    const b = raw as BalanceDifference;
    const party = b.party_id ? ` of ${b.party_id}` : '';
    return `${humanize(b.account ?? 'account')}${party}: balance ${cents(b.balance)}, entries ${cents(b.entries)}`;
  });
  const unbalanced = listOf(alert.details.unbalanced).length;
  if (unbalanced > 0) lines.push(`Transactions that do not balance: ${unbalanced}`);
  const unposted = listOf(alert.details.unposted).length;
  if (unposted > 0) lines.push(`Money rows missing from the ledger: ${unposted}`);
  return lines;
}

/** The ledger check's open alerts (LEDGER_MISMATCH), newest first, with what each found. */
export function MoneyAlertsCard() {
  const load = useAdminAlerts();
  const open = (data: AdminAlerts) => data.items.filter((a) => a.kind === 'LEDGER_MISMATCH' && a.resolvedAt === null);
  return (
    <Box sx={{ mb: 3 }}>
      <LoadedSectionCard
        title="Money alerts"
        action={
          <Link component={RouterLink} to={oversightPaths.reconciliation}>
            Reconciliation
          </Link>
        }
        load={load}
        errorTitle={ALERTS_ERROR_TEXT}
        loadingLabel="Loading the money alerts"
        isEmpty={(data) => open(data).length === 0}
        emptyText={NO_ALERTS_TEXT}
      >
        {(data) => (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
            {open(data).map((alert) => (
              <li key={alert.id}>
                <Typography sx={{ fontWeight: 600 }}>{alert.message}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {`Found ${formatTime(alert.createdAt)}`}
                </Typography>
                {findings(alert).map((line) => (
                  <Typography key={line} variant="body2">
                    {line}
                  </Typography>
                ))}
              </li>
            ))}
          </Box>
        )}
      </LoadedSectionCard>
    </Box>
  );
}
