import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { useId, useState } from 'react';

// The two fields are built from MUI's outlined input rather than TextField, which brings the menu select and its
// popover with it: the partner's dashboard shows these cells on its first screen.
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
  const id = useId();
  return (
    <TableCell sx={{ minWidth: 250 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <FormControl size="small">
          <InputLabel shrink htmlFor={id}>
            Start date
          </InputLabel>
          <OutlinedInput
            id={id}
            type="date"
            label="Start date"
            notched
            value={day}
            onChange={(e) => setDay(e.target.value)}
            inputProps={{ 'aria-label': `Start date of ${order}` }}
          />
        </FormControl>
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
  const id = useId();
  return (
    <TableCell sx={{ minWidth: 190 }}>
      <FormControl size="small" fullWidth disabled={busy}>
        <InputLabel htmlFor={id}>Follow-up</InputLabel>
        <NativeSelect
          input={<OutlinedInput label="Follow-up" />}
          value={status}
          onChange={(e) => onChange(e.target.value as RenewalStatus)}
          inputProps={{ id, 'aria-label': `Follow-up of ${order}` }}
        >
          {RENEWAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RENEWAL_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
    </TableCell>
  );
}
