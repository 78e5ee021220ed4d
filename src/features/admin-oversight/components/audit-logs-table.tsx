import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditLog } from '@contracts/audit-logs';
import { PagedTable } from '@/components/paged-table';
import type { ListPaging } from '@/lib/list-query';
import { roleLabel } from '@/features/admin-oversight/lib/texts';
import { OutcomeChip } from './outcome-chip';

const COLUMNS = ['Time', 'Actor', 'Role', 'Action', 'Record', 'Patient', 'Outcome', ''] as const;

/** When, in the viewer's time zone, to the second. */
export const formatTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Who acted, as a row names them: the person (and whom a delegate acted for), scheduled work, or nobody signed in. */
export function actorText(log: AuditLog): string {
  const who = log.actor ? log.actor.name : log.role === 'SYSTEM' ? 'System' : 'Not signed in';
  return log.actingFor ? `${who} for ${log.actingFor.name}` : who;
}

interface AuditLogsTableProps {
  logs: readonly AuditLog[] | undefined;
  busy: boolean;
  paging: ListPaging;
  onOpen: (id: string) => void;
}

/** One page of the audit log; each row opens its details. */
export function AuditLogsTable({ logs, busy, paging, onOpen }: AuditLogsTableProps) {
  return (
    <PagedTable label="Audit log entries" columns={COLUMNS} minWidth={960} loaded={Boolean(logs)} busy={busy} paging={paging}>
      {logs?.map((log) => (
        <TableRow key={log.id} hover>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(log.timestamp)}</TableCell>
          <TableCell sx={{ minWidth: 200 }}>
            {actorText(log)}
            {log.actor && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {log.actor.email}
              </Typography>
            )}
          </TableCell>
          <TableCell>{roleLabel(log.role)}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{log.action}</TableCell>
          <TableCell>{log.resourceType.replace(/_/g, ' ')}</TableCell>
          <TableCell>{log.patient?.name ?? (log.patientId ? 'Patient record' : '—')}</TableCell>
          <TableCell>
            <OutcomeChip outcome={log.outcome} />
          </TableCell>
          <TableCell align="right">
            <Button
              size="small"
              sx={{ whiteSpace: 'nowrap' }}
              onClick={() => onOpen(log.id)}
              aria-label={`View details of ${log.action} by ${actorText(log)}, ${formatTime(log.timestamp)}`}
            >
              Details
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </PagedTable>
  );
}
