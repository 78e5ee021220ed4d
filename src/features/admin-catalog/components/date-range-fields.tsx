import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MedicationStatsRange } from '@/api/admin-catalog/get-medication-stats';

interface DateRangeFieldsProps {
  range: MedicationStatsRange;
  onChange: (range: MedicationStatsRange) => void;
}

/** "From" and "To" days of a range (UTC days, both included); a day that would put the range out of order is not taken. */
export function DateRangeFields({ range, onChange }: DateRangeFieldsProps) {
  const set = (field: keyof MedicationStatsRange, value: string) => {
    if (!value) return;
    const next = { ...range, [field]: value };
    if (next.startDate <= next.endDate) onChange(next);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="date"
        label="From"
        value={range.startDate}
        onChange={(e) => set('startDate', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.endDate } }}
      />
      <TextField
        type="date"
        label="To"
        value={range.endDate}
        onChange={(e) => set('endDate', e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.startDate } }}
      />
    </Stack>
  );
}
