import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState, type FormEvent } from 'react';
import type { ReassignPatientsBody } from '@contracts/partners';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { LoadError } from '@/components/load-error';
import { SearchField } from '@/components/search-field';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { useGymOwners } from '@/api/admin-partners/get-gym-owners';
import { useReassignPatients } from '@/api/admin-partners/reassign-patients';
import { PARTNERS_ERROR_TEXT, REASSIGN_FAILED_TEXT } from '@/features/admin-partners/lib/texts';

interface ReassignDialogProps {
  /** The partner the patients leave. */
  from: { id: string; businessName: string };
  patients: readonly { id: string; name: string }[];
  onClose: () => void;
  onDone: () => void;
}

/** Moves the chosen patients, with all their orders, to another partner: all of them or none. */
export function ReassignDialog({ from, patients, onClose, onDone }: ReassignDialogProps) {
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const partners = useGymOwners({ page: 1, limit: 10, sort: 'businessName:asc', search });
  const reassign = useReassignPatients();
  const others = (partners.data?.items ?? []).filter((p) => p.id !== from.id);
  const who = patients.length === 1 ? patients[0].name : `${patients.length} patients`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) {
      setFailure('Choose the partner to move them to.');
      return;
    }
    setFailure(null);
    const body: ReassignPatientsBody = { patientIds: patients.map((p) => p.id), toGymOwnerId: target, fromGymOwnerId: from.id };
    try {
      const reply = await reassign.trigger(body);
      toastSuccess(reply.message ?? 'Patients reassigned successfully');
      onDone();
      onClose();
    } catch (error) {
      setFailure(messageOr(error, REASSIGN_FAILED_TEXT));
    }
  };

  return (
    <Dialog open onClose={reassign.isMutating ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Reassign {who}</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Reassign patients">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            {who} and all their orders move from {from.businessName} to the partner you choose. {from.businessName} no longer sees them.
          </DialogContentText>
          <SearchField
            label="Search partners"
            helperText="Business name, owner name or email"
            value={search}
            onSearch={setSearch}
            fullWidth
          />
          {partners.error && !partners.data ? (
            <LoadError title={PARTNERS_ERROR_TEXT} error={partners.error} onRetry={() => void partners.mutate()} />
          ) : (
            <RadioGroup aria-label="Move to partner" value={target} onChange={(e) => setTarget(e.target.value)} sx={{ mt: 1 }}>
              {others.map((p) => (
                <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={`${p.businessName} · ${p.firstName} ${p.lastName}`} />
              ))}
            </RadioGroup>
          )}
          {partners.data && others.length === 0 && <Alert severity="info">No other partner matches your search.</Alert>}
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={reassign.isMutating}>
          Reassign
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
