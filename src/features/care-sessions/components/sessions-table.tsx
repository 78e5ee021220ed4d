import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { Fragment, useState } from 'react';
import { maySession, type CareSession } from '@contracts/care-sessions';
import { hasStarted } from '@contracts/event-times';
import { PagedTable } from '@/components/paged-table';
import { ToneChip } from '@/components/tone-chip';
import type { ListPaging } from '@/lib/list-query';
import { personName, SESSION_KIND_LABELS, SESSION_STATUS_LABELS, sessionName, STATUS_TONES } from '../lib/labels';
import { dayLabel, localDate, timeRange } from '@/lib/local-time';

export type SessionAction = 'complete' | 'noShow' | 'reschedule' | 'cancel';

const ACTION_LABELS: Record<SessionAction, string> = {
  complete: 'Complete',
  noShow: 'No-show',
  reschedule: 'Reschedule',
  cancel: 'Cancel session',
};

/** What the caller may do with a session: only a SCHEDULED one changes; completed or a no-show once it has started. */
export function actionsFor(session: CareSession, role: string | undefined, now = Date.now()): SessionAction[] {
  if (session.status !== 'SCHEDULED') return [];
  const started = hasStarted(session.startsAt, now);
  const needsStart = (a: SessionAction) => a === 'complete' || a === 'noShow';
  return (['complete', 'noShow', 'reschedule', 'cancel'] as const).filter((a) => maySession(role, a) && (!needsStart(a) || started));
}

interface SessionsTableProps {
  sessions: CareSession[] | undefined;
  busy: boolean;
  paging: ListPaging;
  role: string | undefined;
  onAction: (action: SessionAction, session: CareSession) => void;
}

const COLUMNS = ['Time', 'Patient', 'Kind', 'Host', 'Status', 'Actions'];

/** One page of sessions, grouped under a heading row per day (in the viewer's time zone), with each one's actions. */
export function SessionsTable({ sessions, busy, paging, role, onAction }: SessionsTableProps) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; session: CareSession } | null>(null);
  let lastDay = '';
  return (
    <>
      <PagedTable label="Sessions" columns={COLUMNS} minWidth={820} loaded={sessions !== undefined} busy={busy} paging={paging}>
        {sessions?.map((s) => {
          const day = localDate(new Date(s.startsAt));
          const heading = day !== lastDay;
          lastDay = day;
          const actions = actionsFor(s, role);
          return (
            <Fragment key={s.id}>
              {heading && (
                <TableRow>
                  <TableCell component="th" scope="colgroup" colSpan={COLUMNS.length} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                    {dayLabel(s.startsAt)}
                  </TableCell>
                </TableRow>
              )}
              <TableRow>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {timeRange(s.startsAt, s.endsAt)}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {s.durationMinutes} min
                  </Typography>
                </TableCell>
                <TableCell>{personName(s.patient)}</TableCell>
                <TableCell>
                  {SESSION_KIND_LABELS[s.kind]}
                  {s.notes && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
                      Notes: {s.notes}
                    </Typography>
                  )}
                  {s.cancelReason && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 320 }}>
                      Reason: {s.cancelReason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{personName(s.host)}</TableCell>
                <TableCell>
                  <ToneChip label={SESSION_STATUS_LABELS[s.status]} tone={STATUS_TONES[s.status]} />
                </TableCell>
                <TableCell>
                  {actions.length > 0 && (
                    <IconButton
                      aria-label={`Actions for ${sessionName(s)} at ${timeRange(s.startsAt, s.endsAt)}`}
                      aria-haspopup="menu"
                      onClick={(e) => setMenu({ anchor: e.currentTarget, session: s })}
                    >
                      <MoreVert />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            </Fragment>
          );
        })}
      </PagedTable>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {menu &&
          actionsFor(menu.session, role).map((a) => (
            <MenuItem
              key={a}
              onClick={() => {
                setMenu(null);
                onAction(a, menu.session);
              }}
            >
              {ACTION_LABELS[a]}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
