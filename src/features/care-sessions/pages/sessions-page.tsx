import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  maySession,
  SESSION_KINDS,
  SESSION_SORTS,
  SESSION_STATUSES,
  type CareSession,
  type SessionKind,
  type SessionStatus,
} from '@contracts/care-sessions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page';
import { ReasonDialog } from '@/components/reason-dialog';
import { ListSearchToolbar } from '@/components/search-toolbar';
import { SelectFilter } from '@/components/select-filter';
import { getErrorMessage } from '@/lib/error-message';
import { useSessionSelector } from '@/lib/session';
import { toastSuccess } from '@/lib/toast';
import { useListQuery, useStayOnLastPage } from '@/lib/use-list-query';
import { useCareSessions } from '@/api/care-sessions/get-care-sessions';
import { useCareSessionActions } from '@/api/care-sessions/manage-care-sessions';
import { ScheduleDialog, type ScheduleValues } from '../components/schedule-dialog';
import { SessionsTable, type SessionAction } from '../components/sessions-table';
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS, SESSIONS_ERROR_TEXT, sessionName } from '../lib/labels';
import { addDays, localDate, localInstant, timeRange } from '@/lib/local-time';
import { TEXT_LIMITS } from '@contracts/text-limits';

type Open = { action: 'schedule' } | { action: SessionAction; session: CareSession } | null;

const SORT_LABELS: Record<(typeof SESSION_SORTS)[number], string> = {
  'startsAt:asc': 'Soonest first',
  'startsAt:desc': 'Latest first',
};

/** /sessions: the care team's check-in calls by day, with the dates, filters and actions each role may use. */
export function CareSessionsPage() {
  const role = useSessionSelector((s) => s.user.user?.role);
  const list = useListQuery({ sort: { options: SESSION_SORTS, default: 'startsAt:asc' }, statuses: SESSION_STATUSES });
  const { query, update } = list;
  const today = localDate(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 6));
  const [host, setHost] = useState<'me' | 'any'>(role === 'NURSER' ? 'me' : 'any');
  const [kind, setKind] = useState<SessionKind | ''>('');
  const badRange = Boolean(from && to && to < from);
  const sessions = useCareSessions({
    ...list.pageQuery,
    search: list.query.search || undefined,
    status: list.statusFilter<SessionStatus>(),
    kind: kind || undefined,
    host,
    from: from ? localInstant(from).toISOString() : undefined,
    to: to && !badRange ? localInstant(addDays(to, 1)).toISOString() : undefined,
  });
  const pastEnd = useStayOnLastPage(list, sessions.data?.total);
  const actions = useCareSessionActions();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const filter = (apply: () => void) => {
    apply();
    update({ page: 1 });
  };
  const show = (next: Open) => {
    setFailure(null);
    setOpen(next);
  };
  const run = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    setFailure(null);
    try {
      toastSuccess((await work()).message);
      setOpen(null);
    } catch (error) {
      setFailure(getErrorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };
  const save = (values: ScheduleValues) =>
    open && open.action === 'reschedule'
      ? run(
          () => actions.reschedule(open.session.id, { startsAt: values.startsAt, durationMinutes: values.durationMinutes }),
          'Failed to reschedule the session',
        )
      : run(() => actions.schedule(values), 'Failed to schedule the session');
  const target = open && open.action !== 'schedule' ? open.session : null;

  return (
    <>
      <ListPage
        title="Sessions"
        subtitle="Check-in calls with patients, by day, in your time zone."
        actions={
          maySession(role, 'schedule') ? (
            <Button variant="contained" onClick={() => show({ action: 'schedule' })}>
              Schedule session
            </Button>
          ) : undefined
        }
        toolbar={
          <>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <TextField
                label="From"
                type="date"
                value={from}
                onChange={(e) => filter(() => setFrom(e.target.value))}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="To"
                type="date"
                value={to}
                onChange={(e) => filter(() => setTo(e.target.value))}
                error={badRange}
                helperText={badRange ? 'Choose a day on or after "From"' : undefined}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || undefined } }}
              />
              <SelectFilter
                label="Host"
                value={host}
                options={[
                  { value: 'me', label: 'My sessions' },
                  { value: 'any', label: 'Everyone' },
                ]}
                onChange={(h) => filter(() => setHost(h))}
                minWidth={150}
              />
              <SelectFilter
                label="Status"
                value={query.status as SessionStatus | ''}
                options={SESSION_STATUSES.map((s) => ({ value: s, label: SESSION_STATUS_LABELS[s] }))}
                onChange={(status) => update({ status, page: 1 })}
                allLabel="All statuses"
                minWidth={150}
              />
              <SelectFilter
                label="Kind"
                value={kind}
                options={SESSION_KINDS.map((k) => ({ value: k, label: SESSION_KIND_LABELS[k] }))}
                onChange={(k) => filter(() => setKind(k))}
                allLabel="All kinds"
                minWidth={170}
              />
            </Stack>
            <ListSearchToolbar list={list} label="Search patients" helperText="Patient name or email">
              <SelectFilter
                label="Sort by"
                value={query.sort}
                options={SESSION_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
                onChange={(sort) => update({ sort, page: 1 })}
                minWidth={170}
              />
            </ListSearchToolbar>
          </>
        }
        load={sessions}
        progressLabel="Loading sessions"
        errorTitle={SESSIONS_ERROR_TEXT}
        noMatch={
          <EmptyState title="No sessions" description="No sessions on these days with these filters. Widen the dates, or schedule one." />
        }
      >
        <SessionsTable
          sessions={pastEnd ? undefined : sessions.data?.items}
          busy={sessions.isValidating}
          paging={list.paging(sessions.data?.total)}
          role={role}
          onAction={(action, session) => show({ action, session })}
        />
      </ListPage>
      {open && (open.action === 'schedule' || open.action === 'reschedule') && (
        <ScheduleDialog
          session={open.action === 'reschedule' ? open.session : undefined}
          busy={busy}
          failure={failure}
          onSave={(v) => void save(v)}
          onClose={() => setOpen(null)}
        />
      )}
      {target && open?.action === 'complete' && (
        <ReasonDialog
          open
          title="Complete session"
          label="Notes"
          multiline
          maxLength={TEXT_LIMITS.note}
          submitLabel="Complete"
          busy={busy}
          failure={failure}
          onSubmit={(notes) => void run(() => actions.complete(target.id, { notes }), 'Failed to complete the session')}
          onClose={() => setOpen(null)}
        >
          {`${sessionName(target)}, ${timeRange(target.startsAt, target.endsAt)}. Your clinical notes are for the care team only.`}
        </ReasonDialog>
      )}
      {target && open?.action === 'cancel' && (
        <ReasonDialog
          open
          title="Cancel session"
          label="Reason"
          maxLength={TEXT_LIMITS.reason}
          submitLabel="Cancel session"
          color="error"
          busy={busy}
          failure={failure}
          onSubmit={(reason) => void run(() => actions.cancel(target.id, { reason }), 'Failed to cancel the session')}
          onClose={() => setOpen(null)}
        >
          {`${sessionName(target)}, ${timeRange(target.startsAt, target.endsAt)}. The patient sees the reason.`}
        </ReasonDialog>
      )}
      <ConfirmDialog
        open={Boolean(target && open?.action === 'noShow')}
        title="Mark as no-show?"
        confirmLabel="Mark no-show"
        busy={busy}
        onConfirm={() => target && void run(() => actions.noShow(target.id), 'Failed to mark the no-show')}
        onClose={() => setOpen(null)}
      >
        {target ? `${sessionName(target)}: the patient did not join the call. ${failure ?? ''}` : ''}
      </ConfirmDialog>
    </>
  );
}
