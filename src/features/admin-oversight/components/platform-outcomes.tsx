import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { OutcomeSummaryAsOf, OutcomeSummaryNote, OutcomeSummaryTable } from '@/components/outcome-summary';
import { SectionCard } from '@/components/section-card';
import { SelectFilter } from '@/components/select-filter';
import { useAdminOutcomes } from '@/api/outcomes/get-outcomes';

type By = 'all' | 'partner' | 'doctor';
const BY_LABELS: Record<By, string> = { all: 'All patients', partner: 'Per partner', doctor: 'Per doctor' };

/** The administrator's "Patient outcomes": across partners, or per partner or per doctor (the 50 largest groups). */
export function PlatformOutcomes() {
  const [by, setBy] = useState<By>('all');
  const { data, error, mutate } = useAdminOutcomes(by);
  return (
    <SectionCard title="Patient outcomes">
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 280 }}>
          <SelectFilter
            label="Group"
            value={by}
            options={(['all', 'partner', 'doctor'] as const).map((v) => ({ value: v, label: BY_LABELS[v] }))}
            onChange={(v) => setBy((v || 'all') as By)}
            minWidth={160}
          />
        </Box>
        {error && !data ? (
          <LoadError title="Failed to fetch patient outcomes" error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <Skeleton variant="rounded" height={200} aria-label="Loading patient outcomes" />
        ) : (
          <>
            <OutcomeSummaryAsOf asOf={data.asOf} />
            {data.groups.map((g) => (
              <Stack key={g.label} spacing={0.5}>
                {data.by !== 'all' && <Typography variant="subtitle2">{g.label}</Typography>}
                <OutcomeSummaryTable medications={g.medications} caption={`Patient outcomes: ${g.label}`} />
              </Stack>
            ))}
          </>
        )}
        <OutcomeSummaryNote />
      </Stack>
    </SectionCard>
  );
}
