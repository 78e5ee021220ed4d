import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSkeleton } from '@/components/page-skeleton';
import { SelectFilter } from '@/components/select-filter';
import { useMedicationOptions } from '@/api/admin-catalog/get-medication-options';
import { DateRangeFields } from '@/features/admin-catalog/components/date-range-fields';
import { MedicationsTable } from '@/features/admin-catalog/components/medications-table';
import { lastDays } from '@/features/admin-catalog/lib/dates';
import { MEDICATIONS_ERROR_TEXT } from '@/features/admin-catalog/lib/texts';
import { useMedicationsDownload } from '@/features/admin-catalog/lib/use-medications-download';

/**
 * The medications with their options, found by name or type; the selected ones' figures over a date range download
 * as a CSV (most-ordered-medications_<date>.csv).
 */
export function MedicationsPage() {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [range, setRange] = useState(() => lastDays(30));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const medications = useMedicationOptions({ name: useDeferredValue(name).trim() || undefined, type: type || undefined });
  const { busy, download } = useMedicationsDownload();
  const options = medications.data?.options;
  const chosen = (options ?? []).filter((m) => selected.has(m.id)).map((m) => m.id);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (select: boolean) => setSelected(select ? new Set((options ?? []).map((m) => m.id)) : new Set());

  return (
    <>
      <PageHeader
        title="Medications"
        subtitle="The medications and their options. Select some to download their orders and revenue over a date range."
        actions={
          <Button
            variant="contained"
            startIcon={<FileDownloadOutlined aria-hidden />}
            loading={busy}
            onClick={() => void download(chosen, range)}
          >
            Download CSV{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField label="Search medications" value={name} onChange={(e) => setName(e.target.value)} helperText="Medication name" />
        <SelectFilter
          label="Type"
          value={type}
          options={(medications.data?.types ?? []).map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))}
          onChange={setType}
          allLabel="All types"
          minWidth={180}
        />
        <DateRangeFields range={range} onChange={setRange} />
      </Stack>
      {medications.error && !options ? (
        <LoadError title={MEDICATIONS_ERROR_TEXT} error={medications.error} onRetry={() => void medications.mutate()} />
      ) : !options ? (
        <PageSkeleton label="Loading medications" cards={[240]} />
      ) : options.length === 0 ? (
        <EmptyState
          title={name || type ? 'No medications match your search' : 'No medications yet'}
          description={name || type ? 'Try another name or type.' : 'Products in the catalog appear here.'}
        />
      ) : (
        <Card>
          <MedicationsTable medications={options} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
        </Card>
      )}
    </>
  );
}
