import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { SectionCard } from '../section-card';

interface FormCardProps {
  title: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler;
  saving: boolean;
  /** The submit button's text. */
  submitText: string;
  /** The fields, stacked. */
  children: ReactNode;
}

/** A titled card holding one form: its fields stacked, then the submit button. */
export function FormCard({ title, label, onSubmit, saving, submitText, children }: FormCardProps) {
  return (
    <SectionCard title={title}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
        <Stack spacing={2}>
          {children}
          <Box>
            <Button type="submit" variant="contained" loading={saving}>
              {submitText}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
