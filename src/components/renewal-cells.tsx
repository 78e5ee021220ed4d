import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { RENEWAL_STATUSES, type RenewalStatus } from '@contracts/renewals';

/** The care team's follow-up of a renewal, as the partner and an administrator read it. */
export const RENEWAL_STATUS_LABELS: Record<RenewalStatus, string> = {
  PENDING: 'Not contacted yet',
  CONTACTED: 'Contacted',
  RENEWING: 'Renewing',
  NOT_RENEWING: 'Not renewing',
};

interface StartDateCellProps {
  /** The order, as the labels name it ("order #1042"). */
  order: string;
  /** The start date on file (an ISO day or time). */
  startDate: string;
  saving: boolean;
  onSave: (day: string) => void;
}

/** A renewal's start date: edited in place, saved with its own button once it differs from the one on file. */
export function RenewalStartDateCell({ order, startDate, saving, onSave }: StartDateCellProps) {
  const onFile = startDate.slice(0, 10);
  const [day, setDay] = useState(onFile);
  return (
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
          disabled={!day || day === onFile}
          loading={saving}
          onClick={() => onSave(day)}
        >
          Save
        </Button>
      </Stack>
    </TableCell>
  );
}

interface FollowUpCellProps {
  order: string;
  status: RenewalStatus;
  busy: boolean;
  /** Saved on change. */
  onChange: (status: RenewalStatus) => void;
}

/** A renewal's follow-up status: a select saved as soon as it changes. */
export function RenewalFollowUpCell({ order, status, busy, onChange }: FollowUpCellProps) {
  return (
    <TableCell sx={{ minWidth: 190 }}>
      <TextField
        select
        size="small"
        label="Follow-up"
        value={status}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as RenewalStatus)}
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
  );
}
