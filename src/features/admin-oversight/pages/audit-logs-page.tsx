import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListStates } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { SelectFilter } from '@/components/select-filter';
import { messageOr } from '@/lib/api-errors';
import { toastFailure, toastSuccess } from '@/lib/toast';
import { useStayOnLastPage } from '@/lib/use-list-query';
import { exportAuditLogs } from '@/api/audit-logs/export-audit-logs';
import { AUDIT_LOGS_FAILED, useAuditLogs } from '@/api/audit-logs/get-audit-logs';
import { useAuditStatistics } from '@/api/audit-logs/get-audit-statistics';
import { AuditFilterBar } from '@/features/admin-oversight/components/audit-filter-bar';
import { AuditLogDrawer } from '@/features/admin-oversight/components/audit-log-drawer';
import { AuditLogsTable } from '@/features/admin-oversight/components/audit-logs-table';
import { AuditStatisticsCard } from '@/features/admin-oversight/components/audit-statistics-card';
import { filterParams, useAuditQuery, type AuditQuery } from '@/features/admin-oversight/lib/audit-query';
import { localDate } from '@/lib/local-time';
import { saveFile } from '@/lib/save-file';
import { EXPORT_FAILED_TEXT } from '@/features/admin-oversight/lib/texts';

const SORTS: { value: AuditQuery['sort']; label: string }[] = [
  { value: 'timestamp:desc', label: 'Newest first' },
  { value: 'timestamp:asc', label: 'Oldest first' },
  { value: 'action:asc', label: 'Action, A to Z' },
  { value: 'outcome:asc', label: 'Outcome' },
];

/** The HIPAA audit log: who read or changed what, about which patient, and how it ended; filtered, paged, exported. */
export function AuditLogsPage() {
  const list = useAuditQuery();
  const { query, filter, update } = list;
  const [sortBy, sortOrder] = query.sort.split(':') as ['timestamp' | 'action' | 'outcome', 'asc' | 'desc'];
  const logs = useAuditLogs({ page: query.page, limit: query.limit, sortBy, sortOrder, ...filterParams(filter) });
  const statistics = useAuditStatistics({ startDate: filter.startDate || undefined, endDate: filter.endDate || undefined });
  const [openId, setOpenId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // A refused request (a range typed into the address) leaves no rows of the previous filter under its message.
  const page = logs.error ? undefined : logs.data;
  const total = page?.pagination.total;
  const pastEnd = useStayOnLastPage({ query, update: (change, _replace) => update(change) }, total);
  const filtered = Object.keys(filterParams(filter)).length > 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await exportAuditLogs(filterParams(filter)), `audit-logs_${localDate(new Date())}.csv`);
      toastSuccess('Audit logs exported');
    } catch (error) {
      toastFailure(messageOr(error, EXPORT_FAILED_TEXT));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="HIPAA Audit Logs"
        subtitle="Every read and change of patient data, and every sign-in: who, when, about whom, and how it ended."
        actions={
          <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        }
      />
      <Box sx={{ mb: 2.5 }}>
        <AuditStatisticsCard load={statistics} />
      </Box>
      <AuditFilterBar
        filter={filter}
        knownActions={statistics.data?.byAction.map((a) => a.action) ?? []}
        onApply={(next) => update({ ...next, page: 1 })}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
        <Box sx={{ width: 220 }}>
          <SelectFilter label="Sort by" value={query.sort} options={SORTS} onChange={(sort) => update({ sort, page: 1 })} minWidth={200} />
        </Box>
      </Box>
      <ListStates
        load={{ ...logs, data: page ? { total: page.pagination.total } : undefined }}
        errorTitle={AUDIT_LOGS_FAILED}
        progressLabel="Loading audit logs"
        noMatch={
          <EmptyState
            title={filtered ? 'No entries match these filters' : 'No audit entries yet'}
            description={
              filtered ? 'Try another actor, patient, action, outcome or range of days.' : 'Entries appear as people use the platform.'
            }
          />
        }
      >
        <AuditLogsTable
          logs={pastEnd ? undefined : page?.logs}
          busy={logs.isValidating}
          paging={list.paging(total, page?.pagination.totalIsEstimate)}
          onOpen={setOpenId}
        />
      </ListStates>
      <AuditLogDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
