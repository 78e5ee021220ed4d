import type { Account } from '@contracts/staff-accounts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';

interface DeleteAccountDialogProps {
  /** The account to delete; the dialog is closed while null. */
  account: Account | null;
  title: string;
  confirmLabel: string;
  /** The delete call (DELETE of the account). */
  remove: { trigger: (id: string) => Promise<{ message?: string }>; isMutating: boolean };
  successText: string;
  failureText: string;
  onClose: () => void;
  /** After the delete: refetch the lists. */
  onDeleted: () => Promise<unknown>;
}

/** "Delete this …?": the account no longer signs in, its history stays; the toasts say how it went. */
export function DeleteAccountDialog({
  account,
  title,
  confirmLabel,
  remove,
  successText,
  failureText,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  const confirmDelete = async () => {
    if (!account) return;
    try {
      const reply = await remove.trigger(account.id);
      toastSuccess(reply.message ?? successText);
      onClose();
      await onDeleted();
    } catch (error) {
      toastFailure(messageOr(error, failureText));
    }
  };
  return (
    <ConfirmDialog
      open={account !== null}
      title={title}
      confirmLabel={confirmLabel}
      busy={remove.isMutating}
      onConfirm={() => void confirmDelete()}
      onClose={onClose}
    >
      {account
        ? `${account.firstName} ${account.lastName} (${account.email}) will no longer be able to sign in. Their history stays in the audit log.`
        : ''}
    </ConfirmDialog>
  );
}
