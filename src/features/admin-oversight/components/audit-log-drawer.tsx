import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { AUDIT_LOG_FAILED, useAuditLog } from '@/api/audit-logs/get-audit-log';
import { roleLabel } from '@/features/admin-oversight/lib/texts';
import { actorText, formatTime } from './audit-logs-table';
import { OutcomeChip } from './outcome-chip';

const person = (p: { name: string; email: string } | null, fallback: string) => (p ? `${p.name} (${p.email})` : fallback);

/** One audit row in full, beside the list: who, for whom, what, on which record and patient, from where, and the details. */
export function AuditLogDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const titleId = useId();
  const load = useAuditLog(id);
  const log = load.data;
  let body;
  if (load.error && !log) body = <LoadError title={AUDIT_LOG_FAILED} error={load.error} onRetry={() => void load.mutate()} />;
  else if (!log) body = <Skeleton variant="rounded" height={320} aria-label="Loading the audit log entry" />;
  else
    body = (
      <DetailList
        items={[
          { term: 'Time', value: formatTime(log.timestamp) },
          { term: 'Actor', value: person(log.actor, actorText(log)) },
          { term: 'Acting for', value: person(log.actingFor, '—') },
          { term: 'Role', value: roleLabel(log.role) },
          { term: 'Action', value: log.action },
          { term: 'Record', value: `${log.resourceType.replace(/_/g, ' ')}${log.resourceId ? ` ${log.resourceId}` : ''}` },
          { term: 'Patient', value: log.patient ? `${log.patient.name} (${log.patient.id})` : (log.patientId ?? '—') },
          { term: 'Outcome', value: <OutcomeChip outcome={log.outcome} /> },
          { term: 'IP address', value: log.ip ?? '—' },
          { term: 'User agent', value: log.userAgent ?? '—' },
          {
            term: 'Details',
            value: log.details ? (
              <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: '0.8125rem' }}>
                {JSON.stringify(log.details, null, 2)}
              </Box>
            ) : (
              '—'
            ),
          },
          { term: 'Entry id', value: log.id },
        ]}
      />
    );
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog', sx: { width: { xs: '100%', sm: 480 }, p: 3 } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          Audit log entry
        </Typography>
        <IconButton onClick={onClose} aria-label="Close the details">
          <CloseOutlined />
        </IconButton>
      </Stack>
      {body}
    </Drawer>
  );
}
