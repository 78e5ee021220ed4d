import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { AUDIT_OUTCOMES, RANGE_ORDER_MESSAGE, rangeInOrder } from '@contracts/audit-logs';
import { SelectFilter } from '@/components/select-filter';
import { EMPTY_FILTER, type AuditFilter } from '@/features/admin-oversight/lib/audit-query';
import { OUTCOME_LABELS } from '@/features/admin-oversight/lib/texts';

interface AuditFilterBarProps {
  filter: AuditFilter;
  /** Actions seen lately (from the statistics), offered as suggestions. */
  knownActions: readonly string[];
  onApply: (filter: AuditFilter) => void;
}

/** The log's filters: who acted, about which patient, what, how it ended and when; applied together. */
export function AuditFilterBar({ filter, knownActions, onApply }: AuditFilterBarProps) {
  const [draft, setDraft] = useState(filter);
  const [shown, setShown] = useState(filter);
  // The address bar changed the filter (Back, a link): the fields follow it.
  if (shown !== filter && JSON.stringify(shown) !== JSON.stringify(filter)) {
    setShown(filter);
    setDraft(filter);
  }
  const actionsId = useId();
  // Shown once Apply was pressed with a To before the From: nothing is asked of the server until it is fixed.
  const [rangeError, setRangeError] = useState(false);
  const set = (key: keyof AuditFilter) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key === 'startDate' || key === 'endDate') setRangeError(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeInOrder({ startDate: draft.startDate || undefined, endDate: draft.endDate || undefined })) {
      setRangeError(true);
      return;
    }
    onApply({ ...draft, action: draft.action.trim().toUpperCase() });
  };
  const text = (key: keyof AuditFilter, label: string, helperText: string) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(e) => set(key)(e.target.value)}
      helperText={helperText}
      sx={{ flex: 1, minWidth: 180 }}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      role="search"
      aria-label="Filter audit logs"
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {text('actor', 'Actor', 'Name, email or account id')}
        {text('patient', 'Patient', 'Name, email or patient id')}
        <TextField
          label="Action"
          value={draft.action}
          onChange={(e) => set('action')(e.target.value)}
          helperText="e.g. READ, UPDATE, RESET_OTP"
          sx={{ flex: 1, minWidth: 160 }}
          slotProps={{ htmlInput: { list: actionsId, maxLength: 60 } }}
        />
        <datalist id={actionsId}>
          {knownActions.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <SelectFilter
          label="Outcome"
          value={draft.outcome as '' | (typeof AUDIT_OUTCOMES)[number]}
          options={AUDIT_OUTCOMES.map((o) => ({ value: o, label: OUTCOME_LABELS[o] }))}
          onChange={set('outcome')}
          allLabel="All outcomes"
          minWidth={150}
        />
        <TextField
          label="From"
          type="date"
          value={draft.startDate}
          onChange={(e) => set('startDate')(e.target.value)}
          sx={{ width: 180 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.endDate || undefined } }}
        />
        <TextField
          label="To"
          type="date"
          value={draft.endDate}
          onChange={(e) => set('endDate')(e.target.value)}
          error={rangeError}
          helperText={rangeError ? RANGE_ORDER_MESSAGE : undefined}
          sx={{ width: 180 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.startDate || undefined } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY_FILTER);
            setRangeError(false);
            onApply(EMPTY_FILTER);
          }}
        >
          Clear filters
        </Button>
      </Stack>
    </Paper>
  );
}
