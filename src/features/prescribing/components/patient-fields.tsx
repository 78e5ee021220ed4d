import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { RetryAlert } from '@/components/retry-alert';
import { GridTextFields, type GridTextFieldSpec } from '@/components/form/grid-text-fields';
import { GENDER_OPTIONS, type PatientField, type PatientFormInput, type PatientFormOutput } from '@/lib/patient-form';
import { useStates } from '@/api/catalog/get-states';
import { FIELD_MAX } from '@/lib/form-resolver';

type PatientControl = Control<PatientFormInput, unknown, PatientFormOutput>;

type TextSpec = GridTextFieldSpec<Exclude<PatientField, 'gender' | 'state'>>;

const CONTACT: readonly TextSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', size: 6, required: true, maxLength: FIELD_MAX.name },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', size: 6, required: true, maxLength: FIELD_MAX.name },
  { name: 'email', label: 'Email', autoComplete: 'off', size: 12, required: true, type: 'email', maxLength: FIELD_MAX.email },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    autoComplete: 'off',
    size: 6,
    required: true,
    type: 'tel',
    helperText: 'A US number, e.g. (202) 555-0143',
    maxLength: FIELD_MAX.phone,
  },
  { name: 'dateOfBirth', label: 'Date of birth', autoComplete: 'off', size: 6, required: true, type: 'date' },
];

const ADDRESS: readonly TextSpec[] = [
  { name: 'address1', label: 'Address line 1', autoComplete: 'off', size: 12, required: true, maxLength: FIELD_MAX.address },
  {
    name: 'address2',
    label: 'Address line 2 (optional)',
    autoComplete: 'off',
    size: 12,
    helperText: 'Apartment, suite, unit',
    maxLength: FIELD_MAX.address,
  },
  { name: 'city', label: 'City', autoComplete: 'off', size: 6, required: true, maxLength: FIELD_MAX.city },
];

/** `licensed`: only these states are offered (a new patient of the doctor lives where the doctor may prescribe). */
function StateSelect({ control, licensed }: { control: PatientControl; licensed?: readonly string[] }) {
  const states = useStates();
  const offered = (states.data ?? []).filter((s) => !licensed || licensed.includes(s.code));
  if (states.error && !states.data) {
    return <RetryAlert onRetry={() => void states.mutate()}>We could not load the list of states.</RetryAlert>;
  }
  return (
    <FormSelectField
      control={control}
      name="state"
      label="State"
      required
      fullWidth
      disabled={!states.data}
      placeholder={states.data ? 'Choose a state' : 'Loading states…'}
      options={offered.map((s) => ({ value: s.code, label: s.name }))}
      helperText={licensed ? 'The states where you are licensed to prescribe' : undefined}
    />
  );
}

/**
 * The patient's details and shipping address, for a new patient or for the order's patient step. Browser autofill is
 * off: these are the patient's details, not the doctor's own.
 */
export function PatientFields({ control, licensedStates }: { control: PatientControl; licensedStates?: readonly string[] }) {
  return (
    <Grid container spacing={2}>
      <GridTextFields control={control} fields={CONTACT} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name="gender"
          label="Gender (optional)"
          fullWidth
          placeholder="Not given"
          options={GENDER_OPTIONS}
        />
      </Grid>
      <GridTextFields control={control} fields={ADDRESS} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <StateSelect control={control} licensed={licensedStates} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="zipcode" label="ZIP code" autoComplete="off" required fullWidth maxLength={10} />
      </Grid>
    </Grid>
  );
}
