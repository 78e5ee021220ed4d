import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { DelegateAccess } from '@contracts/auth';
import { ROLE_LABELS } from '@/config/roles';
import { formatDate } from '@/lib/format';
import { fullName } from '@/lib/session';
import { SimpleTable } from './simple-table';
import { DelegateStatusChip } from './tone-chip';

interface DelegateTableProps {
  accesses: readonly DelegateAccess[];
  /** Absent when the signed-in actor may not revoke: no Actions column then. */
  onRevoke?: (access: DelegateAccess) => void;
}

export function DelegateTable({ accesses, onRevoke }: DelegateTableProps) {
  return (
    <SimpleTable
      label="People with access"
      minWidth={680}
      columns={['Delegate', 'Email', 'Role', 'Status', 'Since', ...(onRevoke ? [{ label: 'Actions', align: 'right' as const }] : [])]}
    >
      {accesses.map((access) => (
        <TableRow key={access.id}>
          <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{fullName(access.delegate)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{access.delegate.email}</TableCell>
          <TableCell>{ROLE_LABELS[access.delegate.role]}</TableCell>
          <TableCell>
            <DelegateStatusChip status={access.status} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(access.createdAt)}</TableCell>
          {onRevoke && (
            <TableCell align="right">
              {access.status === 'ACTIVE' && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Revoke access for ${fullName(access.delegate)}`}
                  onClick={() => onRevoke(access)}
                >
                  Revoke
                </Button>
              )}
            </TableCell>
          )}
        </TableRow>
      ))}
    </SimpleTable>
  );
}
