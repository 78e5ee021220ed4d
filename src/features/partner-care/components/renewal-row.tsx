import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Renewal, RenewalStatus } from '@contracts/renewals';
import { RenewalFollowUpCell, RenewalStartDateCell } from '@/components/renewal-cells';
import { ProductCell, LinkCell } from '@/components/table-cells';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdateRenewalStartDate } from '@/api/renewals/update-renewal-start-date';
import { useUpdateRenewalStatus } from '@/api/renewals/update-renewal-status';
import { formatDay, today } from '@/features/partner-care/lib/dates';
import {
  ACTION_FAILURE_TEXT,
  RENEWAL_STATUS_UPDATED_TEXT,
  START_DATE_FAILED_TEXT,
  START_DATE_UPDATED_TEXT,
} from '@/features/partner-care/lib/texts';
import { carePaths } from '@/features/partner-care/paths';

interface RenewalRowProps {
  renewal: Renewal;
  /** After a change: the list is asked again (a moved start date may move the renewal out of it). */
  onChanged: () => void;
}

/** One renewal: its follow-up status (saved on change) and its start date (edited and saved). */
export function RenewalRow({ renewal: r, onChanged }: RenewalRowProps) {
  const status = useUpdateRenewalStatus(r.orderId);
  const startDate = useUpdateRenewalStartDate(r.orderId);
  const order = `order #${r.orderNumber}`;
  const overdue = r.renewsOn.slice(0, 10) < today();

  const changeStatus = async (next: RenewalStatus) => {
    try {
      const reply = await status.trigger(next);
      toastSuccess(reply.message ?? RENEWAL_STATUS_UPDATED_TEXT);
      onChanged();
    } catch (error) {
      toastFailure(messageOr(error, ACTION_FAILURE_TEXT));
    }
  };

  const saveStartDate = async (day: string) => {
    try {
      const reply = await startDate.trigger(day);
      toastSuccess(reply.message ?? START_DATE_UPDATED_TEXT);
      onChanged();
    } catch (error) {
      toastFailure(messageOr(error, START_DATE_FAILED_TEXT));
    }
  };

  return (
    <TableRow hover>
      <LinkCell to={carePaths.order(r.orderId)} below={r.patientName}>
        Order #{r.orderNumber}
      </LinkCell>
      <ProductCell productName={r.productName} dose={r.dose} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {formatDay(r.renewsOn)}
        </Typography>
        {overdue && (
          <Typography variant="caption" sx={{ color: 'error.main', fontWeight: 600 }}>
            Overdue
          </Typography>
        )}
      </TableCell>
      <RenewalStartDateCell order={order} startDate={r.startDate} saving={startDate.isMutating} onSave={(day) => void saveStartDate(day)} />
      <RenewalFollowUpCell order={order} status={r.renewalStatus} busy={status.isMutating} onChange={(next) => void changeStatus(next)} />
    </TableRow>
  );
}
