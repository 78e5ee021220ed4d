import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { CarePatient } from '@contracts/patient-charts';
import { useCarePatients } from '@/api/patients/get-care-patients';

interface PatientPickerProps {
  value: CarePatient | null;
  onChange: (patient: CarePatient | null) => void;
  error?: string;
}

const nameOf = (p: CarePatient) => `${p.firstName} ${p.lastName}`;

/** Finds a patient by name, e-mail or phone (GET /care/patients?search=), ten at a time, as the care team types. */
export function PatientPicker({ value, onChange, error }: PatientPickerProps) {
  const [search, setSearch] = useState('');
  const found = useCarePatients({ page: 1, limit: 10, sort: 'name:asc', search: search.trim() || undefined });
  const options = found.data?.items ?? [];
  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, patient) => onChange(patient)}
      inputValue={search}
      onInputChange={(_, text) => setSearch(text)}
      getOptionLabel={nameOf}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server searched already.
      filterOptions={(x) => x}
      loading={found.isLoading}
      noOptionsText={found.error ? 'Error fetching patients' : 'No patients match'}
      renderOption={(props, p) => (
        <li {...props} key={p.id}>
          {nameOf(p)}
          <span style={{ marginLeft: 8, opacity: 0.7 }}>{p.email}</span>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Patient" error={Boolean(error)} helperText={error ?? 'Search by name, email or phone'} />
      )}
    />
  );
}
