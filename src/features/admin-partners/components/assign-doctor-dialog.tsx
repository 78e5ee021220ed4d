import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { GymOwnerDetail } from '@contracts/partners';
import { DialogFailure, FormDialogActions } from '@/components/form-dialog-actions';
import { LoadError } from '@/components/load-error';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { DOCTOR_ASSIGNED, useAssignGymOwnerDoctor } from '@/api/admin-partners/assign-gym-owner-doctor';
import { useDoctorChoices } from '@/api/admin-partners/get-doctor-choices';
import { DOCTOR_ASSIGN_FAILED_TEXT } from '@/features/admin-partners/lib/texts';

interface AssignDoctorDialogProps {
  partner: GymOwnerDetail;
  onClose: () => void;
  onSaved: (partner: GymOwnerDetail) => void;
}

const NONE = 'none';

/** The admin chooses the partner's doctor (found by name or e-mail), or none; that doctor then reaches its patients. */
export function AssignDoctorDialog({ partner, onClose, onSaved }: AssignDoctorDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(partner.doctor?.id ?? NONE);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = useDoctorChoices(search);
  const assign = useAssignGymOwnerDoctor(partner.id);
  const current = partner.doctor?.id ?? NONE;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen === current) {
      onClose();
      return;
    }
    try {
      const reply = await assign.trigger(chosen === NONE ? null : chosen);
      toastSuccess(reply.message ?? DOCTOR_ASSIGNED);
      onSaved(reply.data);
      onClose();
    } catch (error) {
      setFailure(messageOr(error, DOCTOR_ASSIGN_FAILED_TEXT));
    }
  };

  const doctors = choices.data ?? [];
  // The partner's doctor stays a choice while a search hides it.
  const shown =
    partner.doctor && !doctors.some((d) => d.id === partner.doctor?.id)
      ? [{ ...partner.doctor, email: '', licenseStates: [] }, ...doctors]
      : doctors;

  return (
    <Dialog open onClose={assign.isMutating ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Assign a doctor</DialogTitle>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Assign a doctor">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>
            The doctor reviews the orders of {partner.businessName}&apos;s patients and sees those patients.
          </DialogContentText>
          <TextField
            label="Search doctors"
            helperText="Name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            fullWidth
            size="small"
            autoComplete="off"
          />
          <LinearProgress aria-label="Loading doctors" sx={{ mt: 1, visibility: choices.isValidating ? 'visible' : 'hidden' }} />
          {choices.error && !choices.data ? (
            <LoadError title="Error fetching doctors" error={choices.error} onRetry={() => void choices.mutate()} />
          ) : (
            <RadioGroup aria-label="Doctor" value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ mt: 1 }}>
              {shown.map((d) => (
                <FormControlLabel
                  key={d.id}
                  value={d.id}
                  control={<Radio />}
                  label={[d.name, d.email, d.licenseStates.length ? `licensed in ${d.licenseStates.join(', ')}` : '']
                    .filter(Boolean)
                    .join(' · ')}
                />
              ))}
              {choices.data && doctors.length === 0 && (
                <Alert severity="info" sx={{ my: 1 }}>
                  No doctor matches your search.
                </Alert>
              )}
              <FormControlLabel value={NONE} control={<Radio />} label="No doctor" />
            </RadioGroup>
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={assign.isMutating}>
          Assign doctor
        </FormDialogActions>
      </Box>
    </Dialog>
  );
}
