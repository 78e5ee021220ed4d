import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HEALTH_PRO_ROLE_TEXT, type Account, type HealthProRole } from '@contracts/staff-accounts';
import { phoneForDisplay } from '@contracts/phone-display';
import { BackLink } from '@/components/back-link';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailPage } from '@/components/detail-page';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { DetailSection, SectionCard } from '@/components/section-card';
import { formatDate } from '@/lib/format';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useDeleteHealthPro } from '@/api/admin-accounts/delete-health-pro';
import { useHealthPro } from '@/api/admin-accounts/get-health-pro';
import { AUDIT_LOGS_FAILED, useAuditLogs } from '@/api/audit-logs/get-audit-logs';
import { formatTime } from '@/features/admin-oversight/components/audit-logs-table';
import { OutcomeChip } from '@/features/admin-oversight/components/outcome-chip';
import { oversightPaths } from '@/features/admin-oversight/paths';

/** What the person did lately, from the audit log (newest first), with a link to all of it. */
function RecentActivity({ account }: { account: Account }) {
  const logs = useAuditLogs({ page: 1, limit: 10, actor: account.id });
  const rows = logs.data?.logs;
  let body;
  if (logs.error && !rows) body = <LoadError title={AUDIT_LOGS_FAILED} error={logs.error} onRetry={() => void logs.mutate()} />;
  else if (!rows) body = <Skeleton variant="rounded" height={120} aria-label="Loading recent activity" />;
  else if (rows.length === 0) body = 'No activity yet.';
  else
    body = (
      <List dense disablePadding>
        {rows.map((log) => (
          <ListItem key={log.id} disableGutters secondaryAction={<OutcomeChip outcome={log.outcome} />}>
            <ListItemText
              primary={`${log.action} ${log.resourceType.replace(/_/g, ' ')}${log.patient ? ` — ${log.patient.name}` : ''}`}
              secondary={formatTime(log.timestamp)}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <SectionCard
      title="Recent activity"
      action={
        <Link component={RouterLink} to={oversightPaths.auditLogsOf(account.id)} sx={{ fontWeight: 600 }}>
          See all in the audit log
        </Link>
      }
    >
      {body}
    </SectionCard>
  );
}

/** One health professional: their account, what they did lately, and deleting them. */
export function HealthProPage() {
  const { id = '' } = useParams();
  const load = useHealthPro(id);
  const remove = useDeleteHealthPro();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const back = { to: oversightPaths.healthPros, label: 'Back to health pros' };

  const confirmDelete = async () => {
    try {
      const reply = await remove.trigger(id);
      toastSuccess(reply.message ?? 'Health professional deleted successfully');
      navigate(oversightPaths.healthPros);
    } catch (error) {
      toastFailure(messageOr(error, 'Failed to delete health professional'));
    }
  };

  return (
    <DetailPage
      load={load}
      loadingLabel="Loading the health professional"
      title="Health professional"
      what="health professional"
      notFoundText="They may have been deleted. Go back to the list to find another."
      errorText="Failed to fetch health professional"
      back={back}
      backLink={back}
    >
      {(account) => (
        <>
          <BackLink {...back} />
          <PageHeader
            title={`${account.firstName} ${account.lastName}`}
            subtitle={HEALTH_PRO_ROLE_TEXT[account.role as HealthProRole] ?? account.role}
            actions={
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            }
          />
          <Stack spacing={3}>
            <DetailSection
              title="Account"
              items={[
                { term: 'Email', value: account.email },
                { term: 'Phone', value: phoneForDisplay(account.phoneNumber) || 'Not given' },
                { term: 'Status', value: account.status === 'ACTIVE' ? 'Active' : 'Inactive' },
                { term: 'Created', value: formatDate(account.createdAt) },
              ]}
            />
            <RecentActivity account={account} />
          </Stack>
          <ConfirmDialog
            open={confirming}
            title="Delete this health professional?"
            confirmLabel="Delete"
            busy={remove.isMutating}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirming(false)}
          >
            {`${account.firstName} ${account.lastName} will no longer be able to sign in. Their history stays in the audit log.`}
          </ConfirmDialog>
        </>
      )}
    </DetailPage>
  );
}
