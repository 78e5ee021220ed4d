import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Account } from '@contracts/staff-accounts';
import { adminFormSchema } from '@/features/admin-oversight/lib/account-forms';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { SectionCard } from '@/components/section-card';
import { useSessionSelector } from '@/lib/session';
import { useCreateAdmin } from '@/api/admin-accounts/create-admin';
import { useDeleteAdmin } from '@/api/admin-accounts/delete-admin';
import { useUsers } from '@/api/admin-accounts/get-users';
import { useLocalList } from '@/lib/use-local-list';
import { ADMINS_FAILED_TEXT } from '@/features/admin-oversight/lib/texts';
import { AccountFormDialog } from './account-form-dialog';
import { AccountsTable } from './accounts-table';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The admins: who they are, adding one (with a first password), and deleting one (never yourself, never the last). */
export function AdminsSection() {
  const me = useSessionSelector((s) => s.user.user);
  const list = useLocalList({});
  const admins = useUsers({ page: list.query.page, limit: list.query.limit, role: 'SUPER_ADMIN' });
  const create = useCreateAdmin();
  const remove = useDeleteAdmin();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const data = admins.data;
  const onlyOne = data?.total === 1;

  return (
    <SectionCard
      title="Admins"
      action={
        <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
          Add admin
        </Button>
      }
    >
      <ListStates load={admins} errorTitle={ADMINS_FAILED_TEXT} noMatch={<EmptyState title="No admins" description="" />}>
        <AccountsTable
          label="Admins"
          accounts={data?.items}
          busy={admins.isValidating}
          paging={list.paging(data?.total)}
          name={(a) => `${a.firstName} ${a.lastName}${a.id === me?.id ? ' (you)' : ''}`}
          actions={(a) => (
            <Button
              size="small"
              color="error"
              disabled={a.id === me?.id || onlyOne}
              title={
                a.id === me?.id ? 'You cannot delete your own admin account' : onlyOne ? 'The last admin cannot be deleted' : undefined
              }
              onClick={() => setDeleting(a)}
              aria-label={`Delete admin ${a.firstName} ${a.lastName}`}
            >
              Delete
            </Button>
          )}
        />
      </ListStates>
      {adding && (
        <AccountFormDialog
          title="Add an admin"
          intro="They can sign in to this portal with their email and the first password you choose, then a code mailed to them. They are emailed that the account exists."
          submitLabel="Add admin"
          schema={adminFormSchema}
          save={(body) => create.trigger(body)}
          successText="Admin created successfully"
          failureText="Failed to create admin"
          onClose={() => setAdding(false)}
          onSaved={() => void admins.mutate()}
        />
      )}
      <DeleteAccountDialog
        account={deleting}
        title="Delete this admin?"
        confirmLabel="Delete admin"
        remove={remove}
        successText="Admin deleted successfully"
        failureText="Failed to delete admin"
        onClose={() => setDeleting(null)}
        onDeleted={() => admins.mutate()}
      />
    </SectionCard>
  );
}
