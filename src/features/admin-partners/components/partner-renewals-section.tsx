import TableCell from '@mui/material/TableCell';
import { useLocalPaging } from '@/lib/use-local-paging';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Renewal } from '@contracts/renewals';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PagedTable } from '@/components/paged-table';
import { RenewalFollowUpCell, RenewalStartDateCell } from '@/components/renewal-cells';
import { SectionCard } from '@/components/section-card';
import { ProductCell } from '@/components/table-cells';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useAdminRenewals } from '@/api/renewals/get-admin-renewals';
import { useUpdateAdminRenewalStartDate } from '@/api/renewals/update-admin-renewal-start-date';
import { useUpdateAdminRenewalStatus } from '@/api/renewals/update-admin-renewal-status';
import { formatDay } from '@/lib/format';
import { dayBefore } from '@/features/admin-partners/lib/texts';

/** The renewals shown: those due within this many days (and overdue ones). */
const DAYS = 60;
const COLUMNS = ['Patient', 'Medication', 'Renews on', 'Start date', 'Follow-up'] as const;

function RenewalRow({ renewal: r, onChanged }: { renewal: Renewal; onChanged: () => void }) {
  const status = useUpdateAdminRenewalStatus(r.patientId);
  const startDate = useUpdateAdminRenewalStartDate(r.orderId);
  const order = `order #${r.orderNumber}`;

  const run = async (change: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      toastSuccess((await change()).message);
      onChanged();
    } catch (error) {
      toastFailure(messageOr(error, fallback));
    }
  };

  return (
    <TableRow hover>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.patientName}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Order #{r.orderNumber}
        </Typography>
      </TableCell>
      <ProductCell productName={r.productName} dose={r.dose} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(r.renewsOn)}
        {r.renewsOn < dayBefore(0) && (
          <Typography variant="caption" sx={{ display: 'block', color: 'error.main', fontWeight: 600 }}>
            Overdue
          </Typography>
        )}
      </TableCell>
      <RenewalStartDateCell
        order={order}
        startDate={r.startDate}
        saving={startDate.isMutating}
        onSave={(day) => void run(() => startDate.trigger(day), 'Failed to update start date')}
      />
      <RenewalFollowUpCell
        order={order}
        status={r.renewalStatus}
        busy={status.isMutating}
        onChange={(next) => void run(() => status.trigger(next), 'Failed to update renewal status')}
      />
    </TableRow>
  );
}

/** The partner's patients' treatments renewing soon (and overdue), followed up by the admin as the partner does. */
export function PartnerRenewalsSection({ partnerId }: { partnerId: string }) {
  const { page, limit, paging } = useLocalPaging();
  const load = useAdminRenewals({ page, limit, days: DAYS, gymOwnerId: partnerId, sort: 'renewsOn:asc' });
  const rows = load.data?.items;
  return (
    <SectionCard title="Renewals">
      <ListStates
        load={load}
        errorTitle="Error fetching renewals"
        progressLabel="Loading renewals"
        noMatch={<EmptyState title="No renewals coming up" description={`No treatment of this partner renews in the next ${DAYS} days.`} />}
      >
        <PagedTable
          label="Renewals of this partner"
          columns={COLUMNS}
          minWidth={900}
          loaded={Boolean(rows)}
          busy={load.isValidating}
          paging={paging(load.data?.total ?? 0)}
        >
          {rows?.map((r) => (
            <RenewalRow key={`${r.orderId}:${r.startDate}:${r.renewalStatus}`} renewal={r} onChanged={() => void load.mutate()} />
          ))}
        </PagedTable>
      </ListStates>
    </SectionCard>
  );
}
