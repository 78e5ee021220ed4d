import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogsPage } from '@/features/admin-oversight';
import {
  AUDIT_LOG_ID,
  auditLog,
  auditPage,
  mockAuditExport,
  mockAuditLog,
  mockAuditLogs,
  mockAuditStatistics,
} from '../../mocks/admin-oversight';
import { apiError, failure } from '../../mocks/http';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { withNodeBlob } from '../../support/node-blob';
import { renderAdminPage } from './render';

setupMswLifecycle();
withNodeBlob();
afterEach(() => vi.restoreAllMocks());

const open = (entry = '/audit-logs') => renderAdminPage(<AuditLogsPage />, '/audit-logs', entry);

describe('HIPAA Audit Logs', () => {
  it('lists the newest entries with who, what, whom and how it ended, and pages on the server', async () => {
    const seen = queriesOf(mockAuditLogs(auditPage(25)));
    server.use(mockAuditStatistics());
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'HIPAA Audit Logs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(within(rows[1]).getByText('Dana Okafor')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pat Jordan')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Success')).toBeInTheDocument();
    expect(seen[0]).toEqual({ page: '1', limit: '10', sortBy: 'timestamp', sortOrder: 'desc' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: '2' }));
  });

  // Typing into six fields takes a while on a busy machine.
  it('filters by actor, patient, action, outcome and days, sent to the server together', { timeout: 20_000 }, async () => {
    const seen = queriesOf(mockAuditLogs());
    const stats = queriesOf(mockAuditStatistics());
    await open();
    await screen.findByRole('table', { name: 'Audit log entries' });
    const user = userEvent.setup();
    const bar = screen.getByRole('search', { name: 'Filter audit logs' });
    await user.type(within(bar).getByRole('textbox', { name: 'Actor' }), 'doctor@demo.test');
    await user.type(within(bar).getByRole('textbox', { name: 'Patient' }), 'Pat Jordan');
    await user.type(within(bar).getByRole('combobox', { name: 'Action' }), 'reset_otp');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Outcome' }), 'Denied');
    await user.type(within(bar).getByLabelText('From'), '2026-11-01');
    await user.type(within(bar).getByLabelText('To'), '2026-11-20');
    await user.click(within(bar).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(seen.at(-1)).toEqual({
        page: '1',
        limit: '10',
        sortBy: 'timestamp',
        sortOrder: 'desc',
        actor: 'doctor@demo.test',
        patient: 'Pat Jordan',
        action: 'RESET_OTP',
        outcome: 'DENIED',
        startDate: '2026-11-01',
        endDate: '2026-11-20',
      }),
    );
    expect(stats.at(-1)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-20' });

    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(bar).getByRole('textbox', { name: 'Actor' })).toHaveValue(''));
    // The unfiltered first page is still fresh in the cache; a new sort asks again, with no filter.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    await waitFor(() => expect(seen.at(-1)).toEqual({ page: '1', limit: '10', sortBy: 'timestamp', sortOrder: 'asc' }), {
      timeout: 5000,
    });
  });

  it('opens a filtered view from its address, and says when nothing matches', async () => {
    const seen = queriesOf(mockAuditLogs(auditPage(0)));
    server.use(mockAuditStatistics());
    await open('/audit-logs?actor=abc&outcome=DENIED');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ actor: 'abc', outcome: 'DENIED' });
    expect(screen.getByRole('textbox', { name: 'Actor' })).toHaveValue('abc');
  });

  it('opens an entry in full beside the list', async () => {
    server.use(
      mockAuditLogs(auditPage(1, () => auditLog())),
      mockAuditStatistics(),
      mockAuditLog(auditLog({ details: { count: 3, page: 1 }, actingFor: { id: 'x', name: 'Dana Okafor', email: 'doctor@demo.test' } })),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /View details of READ by Dana Okafor/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Audit log entry' });
    expect(await within(drawer).findByText(AUDIT_LOG_ID)).toBeInTheDocument();
    expect(within(drawer).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(drawer).getByText(/"count": 3/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close the details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the statistics of the range', async () => {
    server.use(mockAuditLogs(), mockAuditStatistics());
    await open();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(stats).findByText('42')).toBeInTheDocument();
    expect(within(stats).getByText('entries from Oct 22 to Nov 20, 2026')).toBeInTheDocument();
    expect(within(stats).getByText('RESET_OTP')).toBeInTheDocument();
    expect(within(stats).getByText('Denied')).toBeInTheDocument();
  });

  it('says "Failed to fetch audit logs" when the log cannot be read, and tries again', async () => {
    let fail = true;
    server.use(
      mockAuditLogs((call) => (fail ? failure() : auditPage(2)(call))),
      mockAuditStatistics(),
    );
    await open();
    expect(await screen.findByText('Failed to fetch audit logs')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Audit log entries' })).toBeInTheDocument();
  });

  it('refuses a From date after the To date beside the field, asking the server nothing', async () => {
    const seen = queriesOf(mockAuditLogs());
    server.use(mockAuditStatistics());
    await open();
    await screen.findByRole('table', { name: 'Audit log entries' });
    const asked = seen.length;
    const user = userEvent.setup();
    const bar = screen.getByRole('search', { name: 'Filter audit logs' });
    await user.type(within(bar).getByLabelText('From'), '2026-11-20');
    await user.type(within(bar).getByLabelText('To'), '2026-11-01');
    await user.click(within(bar).getByRole('button', { name: 'Apply filters' }));
    expect(await within(bar).findByText('The To date must be on or after the From date')).toBeInTheDocument();
    expect(within(bar).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(asked);
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
  });

  it('keeps no rows of the previous filter under a refused one', async () => {
    server.use(
      mockAuditLogs((call) =>
        call.query.actor ? apiError(400, 'Invalid request: querystring.actor: too long', 'BAD_REQUEST') : auditPage(3)(call),
      ),
      mockAuditStatistics(),
    );
    await open();
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    const user = userEvent.setup();
    const bar = screen.getByRole('search', { name: 'Filter audit logs' });
    await user.type(within(bar).getByRole('textbox', { name: 'Actor' }), 'x');
    await user.click(within(bar).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Failed to fetch audit logs')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit log entries' })).not.toBeInTheDocument();
  });

  it('exports the filtered entries as a CSV file', async () => {
    const exported = queriesOf(mockAuditExport('Timestamp,Actor\r\n2026-11-20,Dana\r\n'));
    server.use(mockAuditLogs(), mockAuditStatistics());
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:audit');
    URL.revokeObjectURL = vi.fn();
    await open('/audit-logs?action=READ');
    await screen.findByRole('table', { name: 'Audit log entries' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(exported).toEqual([{ action: 'READ' }]);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^audit-logs_\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
