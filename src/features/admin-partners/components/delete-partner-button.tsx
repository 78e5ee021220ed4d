import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GymOwnerDetail } from '@contracts/partners';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useDeleteGymOwner } from '@/api/admin-partners/delete-gym-owner';
import { PARTNER_DELETE_FAILED_TEXT } from '@/features/admin-partners/lib/texts';
import { adminPartnerPaths } from '@/features/admin-partners/paths';
import { countOf } from '@contracts/plural';

/** Deletes the partner's account after a confirmation; the server refuses (and says why) while invoices are unpaid. */
export function DeletePartnerButton({ partner }: { partner: GymOwnerDetail }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteGymOwner(partner.id);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      const reply = await remove.trigger(partner.id);
      toastSuccess(reply.message ?? 'Gym owner deleted successfully');
      navigate(adminPartnerPaths.partners);
    } catch (error) {
      setAsking(false);
      toastFailure(messageOr(error, PARTNER_DELETE_FAILED_TEXT));
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        Delete partner
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Delete ${partner.businessName}?`}
        confirmLabel="Delete partner"
        busy={remove.isMutating}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        {partner.firstName} {partner.lastName} can no longer sign in. The partner&apos;s {countOf(partner.patientCount, 'patient')} and
        their orders stay on file; reassign them first if another partner should follow them up.
        {partner.unpaidInvoiceCount > 0 && ` This partner has ${countOf(partner.unpaidInvoiceCount, 'unpaid invoice')}: settle them first.`}
      </ConfirmDialog>
    </>
  );
}
