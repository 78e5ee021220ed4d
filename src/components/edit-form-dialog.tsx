import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import type { FormEventHandler, ReactNode } from 'react';
import { FormDialogActions } from './form-dialog-actions';

interface EditFormDialogProps {
  /** The dialog's title, also the form's accessible name. */
  title: string;
  /** A line above the fields (what is saved). */
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  busy: boolean;
  /** True after a submit that changed nothing. */
  nothingToSave?: boolean;
  /** The submit button's label. */
  submitLabel?: string;
  /** The fields, as cells of the dialog's grid. */
  children: ReactNode;
  /** Under the fields and the "no changes" note: e.g. why the last submit failed. */
  footer?: ReactNode;
  /** The dialog's width: 'md' unless the form is small. */
  maxWidth?: 'sm' | 'md';
}

/** A form in a dialog: its fields on a grid, the "no changes" note, Cancel and submit; it cannot be closed while sending. */
export function EditFormDialog({
  title,
  intro,
  onSubmit,
  onClose,
  busy,
  nothingToSave = false,
  submitLabel = 'Save changes',
  children,
  footer,
  maxWidth = 'md',
}: EditFormDialogProps) {
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth={maxWidth} fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <DialogContent sx={{ pt: 0 }}>
          {intro && <DialogContentText sx={{ mb: 2.5 }}>{intro}</DialogContentText>}
          <Grid container spacing={2}>
            {children}
          </Grid>
          {nothingToSave && (
            <Alert severity="info" sx={{ mt: 2 }}>
              There are no changes to save.
            </Alert>
          )}
          {footer}
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={busy}>
          {submitLabel}
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
