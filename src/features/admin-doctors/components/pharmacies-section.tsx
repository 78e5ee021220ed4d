import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminDoctor } from '@contracts/doctors';
import { PHARMACY_PROVIDER_LABELS } from '@contracts/prescriptions';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { assignPharmacy } from '@/api/admin-doctors/assign-pharmacy';
import { useDoctorPharmacyAssignments } from '@/api/admin-doctors/get-doctor-pharmacy-assignments';
import { usePharmacies } from '@/api/admin-doctors/get-pharmacies';
import { unassignPharmacy } from '@/api/admin-doctors/unassign-pharmacy';

/** The pharmacies the doctor may send prescriptions to: assign one more, or remove one. */
export function PharmaciesSection({ doctor }: { doctor: AdminDoctor }) {
  const assignments = useDoctorPharmacyAssignments(doctor.id);
  const pharmacies = usePharmacies();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const assignedIds = new Set((assignments.data ?? []).map((a) => a.pharmacyId));
  const available = (pharmacies.data ?? []).filter((p) => p.active && !assignedIds.has(p.id));
  const deleted = doctor.status === 'DELETED';

  const run = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const reply = await work();
      toastSuccess(reply.message);
      setChosen('');
      await assignments.mutate();
    } catch (error) {
      toastFailure(messageOr(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (assignments.error && !assignments.data) {
    body = <RetryAlert onRetry={() => void assignments.mutate()}>Could not load the pharmacies.</RetryAlert>;
  } else if (!assignments.data) {
    body = <Typography sx={{ color: 'text.secondary' }}>Loading pharmacies…</Typography>;
  } else {
    body = (
      <>
        {assignments.data.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No pharmacy assigned: this doctor cannot send prescriptions.</Typography>
        ) : (
          <List dense aria-label="Assigned pharmacies" disablePadding>
            {assignments.data.map((a) => (
              <ListItem
                key={a.id}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Unassign ${a.name}`}
                    disabled={busy}
                    onClick={() => void run(() => unassignPharmacy(a.id), 'Failed to unassign pharmacy')}
                  >
                    <DeleteOutlined />
                  </IconButton>
                }
              >
                <ListItemText primary={a.name} secondary={`${PHARMACY_PROVIDER_LABELS[a.provider]}${a.active ? '' : ' · inactive'}`} />
              </ListItem>
            ))}
          </List>
        )}
        {!deleted && available.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ mt: 2, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Pharmacy to assign"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <option value="">Choose a pharmacy</option>
              {available.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!chosen}
              loading={busy}
              onClick={() => void run(() => assignPharmacy({ doctorId: doctor.id, pharmacyId: chosen }), 'Failed to assign pharmacy')}
            >
              Assign
            </Button>
          </Stack>
        )}
      </>
    );
  }
  return <SectionCard title="Pharmacies">{body}</SectionCard>;
}
