import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { StepActions } from '@/components/step-actions';

interface ContinueFormProps {
  label: string;
  back?: string;
  next: string;
  children: ReactNode;
}

/** A step with nothing to save: its sections, then Back and Continue to the next step. */
export function ContinueForm({ label, back, next, children }: ContinueFormProps) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(next);
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {children}
      <StepActions back={back} submitLabel="Continue" busy={false} />
    </Box>
  );
}
