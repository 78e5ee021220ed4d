import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXTERNAL_IMPORT_COLUMNS, type ImportExternalPatientsReply } from '@contracts/patients';
import { useId, useState, type FormEvent } from 'react';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { importExternalPatients } from '@/api/patients/import-external-patients';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { countOf } from '@contracts/plural';

export const IMPORT_FAILED_TEXT = 'Failed to import patients';

interface ImportExternalDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import, so that the list shows the new rows. */
  onImported: () => void;
}

/**
 * A CSV of the partner's patients in another telehealth service: checked first (what would be imported, each wrong
 * row by its line, e-mails of our patients flagged), imported only when the partner confirms.
 */
export function ImportExternalDialog({ open, onClose, onImported }: ImportExternalDialogProps) {
  const titleId = useId();
  const [source, setSource] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportExternalPatientsReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setSource('');
    setFile(null);
    setChecked(null);
    setFailure(null);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure('Choose a CSV file');
    if (!source.trim()) return setFailure('Name the service these patients come from');
    setFailure(null);
    setBusy(true);
    try {
      const reply = await importExternalPatients({ source, csv: await file.text(), preview: !checked });
      if (checked) {
        toastSuccess(reply.message ?? `Imported ${countOf(reply.data.imported, 'patient')}`);
        reset();
        onImported();
        onClose();
      } else setChecked(reply.data);
    } catch (error) {
      setFailure(messageOr(error, IMPORT_FAILED_TEXT));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId} component="h2">
          Import patients from another service
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            A CSV file whose first row names the columns {EXTERNAL_IMPORT_COLUMNS.required.join(', ')} (and optionally{' '}
            {EXTERNAL_IMPORT_COLUMNS.optional.join(', ')}). They are listed separately from your patients here, never merged.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label="Service name"
              value={source}
              onChange={(e) => {
                setSource(e.target.value);
                setChecked(null);
              }}
              required
              size="small"
            />
            <Button component="label" variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {file ? `File: ${file.name}` : 'Choose CSV file'}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setChecked(null);
                }}
              />
            </Button>
          </Stack>
          {checked && <CheckedFile checked={checked} />}
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={close} busy={busy}>
          {checked ? `Import ${countOf(checked.valid, 'patient')}` : 'Check file'}
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}

function CheckedFile({ checked }: { checked: ImportExternalPatientsReply }) {
  return (
    <Box sx={{ mt: 2.5 }}>
      <Alert severity={checked.errors.length ? 'warning' : 'success'} role="status">
        {countOf(checked.total, 'row')} read: {checked.valid} to import
        {checked.errors.length ? `, ${checked.total - checked.valid} with errors that will be skipped` : ''}.
      </Alert>
      {checked.errors.length > 0 && (
        <Table size="small" aria-label="Rows with errors" sx={{ mt: 1.5 }}>
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>What is wrong</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checked.errors.map((e) => (
              <TableRow key={`${e.row}-${e.message}`}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {checked.rows.length > 0 && (
        <Table size="small" aria-label="Patients to import" sx={{ mt: 1.5 }}>
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>External ID</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checked.rows.map((r) => (
              <TableRow key={r.externalId}>
                <TableCell>{r.row}</TableCell>
                <TableCell>{r.externalId}</TableCell>
                <TableCell>
                  {r.firstName} {r.lastName}
                </TableCell>
                <TableCell>
                  {r.email ?? '—'}
                  {r.matchesPatient && <Chip size="small" label="Also your patient here: kept apart" sx={{ ml: 1 }} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
