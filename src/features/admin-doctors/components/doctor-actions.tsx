import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { AdminDoctor } from '@contracts/doctors';
import { ActAsButton } from '@/components/act-as-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useDeleteAdminDoctor } from '@/api/admin-doctors/delete-admin-doctor';
import { generateDoctorToken } from '@/api/admin-doctors/generate-doctor-token';
import { useRestoreAdminDoctor } from '@/api/admin-doctors/restore-admin-doctor';
import {
  DOCTOR_DELETED_TEXT,
  DOCTOR_RESTORE_FAILED_TEXT,
  DOCTOR_RESTORED_TEXT,
  DOCTOR_UPDATE_FAILED_TEXT,
  doctorPaths,
} from '@/features/admin-doctors/lib/texts';

interface DoctorActionsProps {
  doctor: AdminDoctor;
  onEdit: () => void;
  onSaved: (doctor: AdminDoctor) => void;
}

/** Edit, act as, delete (after a confirmation) or restore a deleted doctor. */
export function DoctorActions({ doctor, onEdit, onSaved }: DoctorActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAdminDoctor(doctor.id);
  const restore = useRestoreAdminDoctor(doctor.id);
  const name = `${doctor.firstName} ${doctor.lastName}`;
  const deleted = doctor.status === 'DELETED';

  const run = async (work: () => Promise<{ data: AdminDoctor; message?: string }>, success: string, failure: string) => {
    try {
      const reply = await work();
      toastSuccess(reply.message ?? success);
      onSaved(reply.data);
    } catch (error) {
      toastFailure(messageOr(error, failure));
    }
    setConfirming(false);
  };

  return (
    <Stack useFlexGap direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
      {deleted ? (
        <Button
          variant="contained"
          startIcon={<RestoreOutlined aria-hidden />}
          loading={restore.isMutating}
          onClick={() => void run(() => restore.trigger(undefined as never), DOCTOR_RESTORED_TEXT, DOCTOR_RESTORE_FAILED_TEXT)}
        >
          Restore doctor
        </Button>
      ) : (
        <>
          <Button variant="outlined" startIcon={<EditOutlined aria-hidden />} onClick={onEdit}>
            Edit
          </Button>
          <ActAsButton
            name={name}
            generate={() => generateDoctorToken(doctor.id)}
            returnPath={doctorPaths.doctor(doctor.id)}
            disabled={doctor.status !== 'ACTIVE'}
            describeError={(error) => messageOr(error, 'Could not start acting as this doctor')}
          />
          <Button variant="outlined" color="error" startIcon={<DeleteOutlined aria-hidden />} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${name}?`}
        confirmLabel="Delete doctor"
        busy={remove.isMutating}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run(() => remove.trigger(undefined as never), DOCTOR_DELETED_TEXT, DOCTOR_UPDATE_FAILED_TEXT)}
      >
        They will no longer be able to sign in or be assigned patients, partners or pharmacies. Their orders, prescriptions and history
        stay, and you can restore them later.
      </ConfirmDialog>
    </Stack>
  );
}
