import Button from '@mui/material/Button';
import { useState } from 'react';
import { ROLES, type Role } from '@contracts/common';
import type { Account } from '@contracts/staff-accounts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SectionCard } from '@/components/section-card';
import { SelectFilter } from '@/components/select-filter';
import { ROLE_LABELS } from '@/config/roles';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useUsers } from '@/api/admin-accounts/get-users';
import { OTP_RESET_FAILED_TEXT, OTP_RESET_TEXT, useResetOtp } from '@/api/admin-accounts/reset-otp';
import { useLocalList } from '@/lib/use-local-list';
import { USERS_FAILED_TEXT } from '@/features/admin-oversight/lib/texts';
import { AccountsTable } from './accounts-table';
import { CommissionRateDialog } from './commission-rate-dialog';
import { SalesPayoutDialog } from './sales-payout-dialog';

/** Every account, searched and by role; an admin resets a locked-out user's sign-in codes. */
export function UsersSection() {
  const list = useLocalList({ role: '' });
  const { query, update } = list;
  const users = useUsers({
    page: query.page,
    limit: query.limit,
    search: query.search,
    role: (query.role || undefined) as Role | undefined,
  });
  const reset = useResetOtp();
  const [resetting, setResetting] = useState<Account | null>(null);
  const [rating, setRating] = useState<Account | null>(null);
  const [paying, setPaying] = useState<Account | null>(null);
  const data = users.data;

  const confirmReset = async () => {
    if (!resetting) return;
    try {
      const reply = await reset.trigger(resetting.id);
      toastSuccess(reply.message ?? OTP_RESET_TEXT);
      setResetting(null);
    } catch (error) {
      toastFailure(messageOr(error, OTP_RESET_FAILED_TEXT));
    }
  };

  return (
    <SectionCard title="Users">
      <ListSearchToolbar list={list} label="Search users" helperText="Name or email">
        <SelectFilter
          label="Role"
          value={query.role as Role | ''}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          onChange={(role) => update({ role, page: 1 })}
          allLabel="All roles"
          minWidth={180}
        />
      </ListSearchToolbar>
      <ListStates
        load={users}
        errorTitle={USERS_FAILED_TEXT}
        progressLabel="Loading users"
        noMatch={<EmptyState title="No users match" description="Try another name, email or role." />}
      >
        <AccountsTable
          label="Users"
          accounts={data?.items}
          busy={users.isValidating}
          paging={list.paging(data?.total, data?.totalIsEstimate)}
          actions={(a) => (
            <>
              {a.role === 'SALES_PERSON' && (
                <Button size="small" onClick={() => setRating(a)} aria-label={`Commission rate of ${a.firstName} ${a.lastName}`}>
                  Commission
                </Button>
              )}
              {a.role === 'SALES_PERSON' && (
                <Button size="small" onClick={() => setPaying(a)} aria-label={`Payouts of ${a.firstName} ${a.lastName}`}>
                  Payouts
                </Button>
              )}
              <Button size="small" onClick={() => setResetting(a)} aria-label={`Reset OTP for ${a.firstName} ${a.lastName}`}>
                Reset OTP
              </Button>
            </>
          )}
        />
      </ListStates>
      <ConfirmDialog
        open={resetting !== null}
        title="Reset this user's OTP?"
        confirmLabel="Reset OTP"
        busy={reset.isMutating}
        onConfirm={() => void confirmReset()}
        onClose={() => setResetting(null)}
      >
        {resetting
          ? `${resetting.firstName} ${resetting.lastName}'s pending sign-in codes stop working and their sign-in lockout ends, so that they can sign in again and get a new code.`
          : ''}
      </ConfirmDialog>
      {rating && <CommissionRateDialog account={rating} onClose={() => setRating(null)} />}
      {paying && <SalesPayoutDialog account={paying} onClose={() => setPaying(null)} />}
    </SectionCard>
  );
}
