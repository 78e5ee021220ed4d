import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { useStates } from '@/api/catalog/get-states';
import type { DoctorFormInput, DoctorFormOutput } from '@/features/admin-doctors/lib/doctor-form';

interface LicenseFieldsProps {
  control: Control<DoctorFormInput, unknown, DoctorFormOutput>;
}

/** The license states and their expiry days, one row each: add or remove rows. */
export function LicenseFields({ control }: LicenseFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'licenses' });
  const { errors } = useFormState({ control, name: 'licenses' });
  const states = useStates();
  const options = (states.data ?? []).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
  const listError = errors.licenses?.root?.message ?? errors.licenses?.message;

  return (
    <>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mt: 1 }}>
        License states
      </Typography>
      {fields.map((field, index) => (
        <Grid key={field.id} container spacing={2} sx={{ alignItems: 'flex-start' }} size={12}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name={`licenses.${index}.state`}
              label={`License state ${index + 1}`}
              options={options}
              placeholder={states.isLoading ? 'Loading states…' : 'Choose a state'}
              fullWidth
              required
            />
          </Grid>
          <Grid size={{ xs: 10, sm: 5 }}>
            <FormTextField
              control={control}
              name={`licenses.${index}.expiresOn`}
              label={`Expires on (state ${index + 1})`}
              type="date"
              fullWidth
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 2, sm: 1 }} sx={{ pt: 1 }}>
            <IconButton aria-label={`Remove license state ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1}>
              <DeleteOutline />
            </IconButton>
          </Grid>
        </Grid>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Grid size={12}>
        <Button startIcon={<AddOutlined aria-hidden />} onClick={() => append({ state: '', expiresOn: '' })}>
          Add a license state
        </Button>
      </Grid>
    </>
  );
}
