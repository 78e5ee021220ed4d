import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DoctorPatient } from '@contracts/patients';
import { RadioFieldset } from '@/components/form/radio-fieldset';
import { LoadError } from '@/components/load-error';
import { SearchField } from '@/components/search-field';
import { useDoctorPatients } from '@/api/patients/get-doctor-patients';
import { PATIENTS_ERROR_TEXT } from '@/features/prescribing/lib/messages';

const RESULTS = 8;

interface PatientChooserProps {
  value: DoctorPatient | null;
  onChange: (patient: DoctorPatient) => void;
  error?: string;
}

const describe = (p: DoctorPatient) => `${p.firstName} ${p.lastName} · ${p.email}${p.state ? ` · ${p.state}` : ''}`;

/** Search the doctor's patients and choose one; the choice stays while the doctor searches again. */
export function PatientChooser({ value, onChange, error }: PatientChooserProps) {
  const [search, setSearch] = useState('');
  const patients = useDoctorPatients({ page: 1, limit: RESULTS, search });
  const items = patients.data?.items ?? [];
  // The chosen patient stays on the list even when a new search no longer finds them.
  const shown = value && !items.some((p) => p.id === value.id) ? [value, ...items] : items;

  let results;
  if (patients.error && !patients.data) {
    results = <LoadError title={PATIENTS_ERROR_TEXT} error={patients.error} onRetry={() => void patients.mutate()} />;
  } else if (!patients.data) {
    results = <Skeleton variant="rounded" height={96} aria-label="Loading your patients" />;
  } else if (shown.length === 0) {
    results = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {search ? 'No patients match your search.' : 'You have no patients yet.'}
      </Typography>
    );
  } else {
    results = (
      <RadioFieldset
        label="Patient"
        value={value?.id ?? ''}
        onChange={(id) => {
          const chosen = shown.find((p) => p.id === id);
          if (chosen) onChange(chosen);
        }}
        error={error}
        note={patients.data.total > RESULTS && `Showing ${RESULTS} of ${patients.data.total}: search to narrow the list.`}
      >
        {shown.map((p) => (
          <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={describe(p)} />
        ))}
      </RadioFieldset>
    );
  }

  return (
    <Stack spacing={2}>
      <SearchField label="Search your patients" helperText="Name, email or phone" value={search} onSearch={setSearch} fullWidth />
      {results}
    </Stack>
  );
}
