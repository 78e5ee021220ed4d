import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { AtRiskPartner } from '@contracts/partners';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/select-filter';
import { SimpleTable } from '@/components/simple-table';
import { LinkCell } from '@/components/table-cells';
import { ToneChip } from '@/components/tone-chip';
import { usePartnersAtRisk } from '@/api/admin-partners/get-partners-at-risk';
import { formatDay } from '@/lib/format';
import { AT_RISK_ERROR_TEXT, AT_RISK_REASON_LABELS } from '@/features/admin-partners/lib/texts';
import { adminPartnerPaths } from '@/features/admin-partners/paths';

const PERIODS = [
  { value: '30', label: '30 days' },
  { value: '60', label: '60 days' },
  { value: '90', label: '90 days' },
] as const;
type Period = (typeof PERIODS)[number]['value'];
// The two periods are the ones chosen above (the last N days, and the N days before them); Declined: invoice charges.
const COLUMNS = ['Partner', 'Why', 'Last order', 'Orders now', 'Orders before', 'Declined'] as const;

/** Each reason in words, with the figure behind it. */
function reasonText(p: AtRiskPartner, reason: AtRiskPartner['reasons'][number], days: number) {
  if (reason === 'NO_RECENT_ORDERS') return `${AT_RISK_REASON_LABELS[reason]}: none in ${days} days`;
  if (reason === 'VOLUME_DROP') return `${AT_RISK_REASON_LABELS[reason]}: ${p.recentOrders} against ${p.previousOrders}`;
  return `${AT_RISK_REASON_LABELS[reason]}: ${p.failedInvoices} unpaid`;
}

/** Partners at risk of leaving, each with why: no recent orders, volume down by half, declined invoice charges. */
export function PartnersAtRiskPage() {
  const [period, setPeriod] = useState<Period>('30');
  const days = Number(period);
  const load = usePartnersAtRisk(days);
  const partners = load.data?.partners;

  return (
    <>
      <PageHeader
        title="Partners At Risk"
        subtitle={`Partners with no order in ${days} days, with half the orders of the ${days} days before, or with a declined invoice charge.`}
      />
      <Stack direction="row" sx={{ mb: 2 }}>
        <SelectFilter label="Compare periods of" value={period} options={PERIODS} onChange={setPeriod} minWidth={200} />
      </Stack>
      {load.error && <LoadError title={AT_RISK_ERROR_TEXT} error={load.error} onRetry={() => void load.mutate()} />}
      {!partners && !load.error && <Skeleton variant="rounded" height={240} aria-label="Loading partners at risk" />}
      {partners?.length === 0 && (
        <EmptyState title="No partner is at risk" description="Every partner ordered steadily and paid its invoices." />
      )}
      {partners && partners.length > 0 && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <SimpleTable label="Partners at risk" columns={COLUMNS} minWidth={900} muted busy={load.isValidating}>
            {partners.map((p) => (
              <TableRow key={p.gymOwnerId} hover>
                <LinkCell
                  to={adminPartnerPaths.partner(p.gymOwnerId)}
                  below={
                    <>
                      {p.ownerName}
                      <br />
                      {p.email}
                    </>
                  }
                >
                  {p.businessName}
                </LinkCell>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    {p.reasons.map((r) => (
                      <ToneChip key={r} label={reasonText(p, r, days)} tone="neutral" />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.lastOrderAt ? formatDay(p.lastOrderAt) : 'Never'}</TableCell>
                <TableCell>{p.recentOrders}</TableCell>
                <TableCell>{p.previousOrders}</TableCell>
                <TableCell>{p.failedInvoices}</TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        </Paper>
      )}
    </>
  );
}
