import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RENEWAL_STATUSES, type Renewal, type RenewalStatus } from '@contracts/renewals';
import { ProductCell, LinkCell } from '@/components/table-cells';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUpdateRenewalStartDate } from '@/api/renewals/update-renewal-start-date';
import { useUpdateRenewalStatus } from '@/api/renewals/update-renewal-status';
import { formatDay, today } from '@/features/partner-care/lib/dates';
import {
  ACTION_FAILURE_TEXT,
  RENEWAL_STATUS_LABELS,
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
  const [day, setDay] = useState(r.startDate.slice(0, 10));
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

  const saveStartDate = async () => {
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
      <TableCell sx={{ minWidth: 250 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TextField
            type="date"
            size="small"
            label="Start date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Start date of ${order}` } }}
          />
          <Button
            size="small"
            variant="outlined"
            aria-label={`Save the start date of ${order}`}
            disabled={!day || day === r.startDate.slice(0, 10)}
            loading={startDate.isMutating}
            onClick={() => void saveStartDate()}
          >
            Save
          </Button>
        </Stack>
      </TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        <TextField
          select
          size="small"
          label="Follow-up"
          value={r.renewalStatus}
          disabled={status.isMutating}
          onChange={(e) => void changeStatus(e.target.value as RenewalStatus)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Follow-up of ${order}` } }}
          fullWidth
        >
          {RENEWAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RENEWAL_STATUS_LABELS[s]}
            </option>
          ))}
        </TextField>
      </TableCell>
    </TableRow>
  );
}
