import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SectionCard } from '../section-card';
import { NameFields } from './name-fields';
import { PhoneField } from './phone-field';

interface NamePhoneCardProps<T extends FieldValues, C, O extends FieldValues> {
  /** The card's title, which also names the form. */
  title: string;
  /** The form useProfileForm made: its fields, its submit, and whether the last submit had nothing to save. */
  form: { control: Control<T, C, O>; onSubmit: FormEventHandler; nothingToSave: boolean };
  saving: boolean;
  /** What an empty field means, under the fields. */
  hint: string;
  /** Fields above the name, e.g. the read-only e-mail and role, or the business name. */
  children?: ReactNode;
}

/** A profile form of first name, last name and phone (see useProfileForm): Save changes, and a note when nothing changed. */
export function NamePhoneCard<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  title,
  form: { control, onSubmit, nothingToSave },
  saving,
  hint,
  children,
}: NamePhoneCardProps<T, C, O>) {
  return (
    <SectionCard title={title}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={2}>
          {children}
          <NameFields control={control} />
          <PhoneField control={control} name={'phoneNumber' as FieldPath<T>} autoComplete="tel" />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {hint}
        </Typography>
        <Button type="submit" variant="contained" loading={saving} sx={{ mt: 2.5 }}>
          Save changes
        </Button>
        {nothingToSave && (
          <Alert severity="info" role="status" sx={{ mt: 2 }}>
            There are no changes to save.
          </Alert>
        )}
      </Box>
    </SectionCard>
  );
}
