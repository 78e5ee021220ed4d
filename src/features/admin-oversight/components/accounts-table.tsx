import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { Account } from '@contracts/staff-accounts';
import { PagedTable } from '@/components/paged-table';
import { ToneChip } from '@/components/tone-chip';
import { ROLE_LABELS } from '@/config/roles';
import { formatDate } from '@/lib/format';
import type { ListPaging } from '@/lib/list-query';

interface AccountsTableProps {
  label: string;
  accounts: readonly Account[] | undefined;
  busy: boolean;
  paging: ListPaging;
  /** The name cell (a link to the account, say); the plain name by default. */
  name?: (account: Account) => ReactNode;
  /** The row's actions (reset OTP, delete). */
  actions: (account: Account) => ReactNode;
}

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Created', ''] as const;

/** One page of accounts: who, their role and status, when they joined, and what an admin can do with them. */
export function AccountsTable({ label, accounts, busy, paging, name, actions }: AccountsTableProps) {
  return (
    <PagedTable label={label} columns={COLUMNS} minWidth={760} loaded={Boolean(accounts)} busy={busy} paging={paging}>
      {accounts?.map((a) => (
        <TableRow key={a.id} hover>
          <TableCell>{name ? name(a) : `${a.firstName} ${a.lastName}`}</TableCell>
          <TableCell>{a.email}</TableCell>
          <TableCell>{ROLE_LABELS[a.role]}</TableCell>
          <TableCell>
            <ToneChip label={a.status === 'ACTIVE' ? 'Active' : 'Inactive'} tone={a.status === 'ACTIVE' ? 'good' : 'neutral'} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.createdAt)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {actions(a)}
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
