import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScheduledJobsPage } from '@/features/admin-oversight';
import { DEAD_LETTER_ID, jobsOverview, mockJobs, mockRetryJob } from '../../mocks/admin-jobs';
import { apiError, failure } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

const open = () => renderAdminPage(<ScheduledJobsPage />, '/scheduled-jobs');

describe('Scheduled Jobs', () => {
  it('lists each job with how often it runs, its last status and failures', async () => {
    server.use(mockJobs());
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Jobs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Scheduled jobs' });
    const refund = within(table).getByRole('row', { name: /Refund/ });
    expect(within(refund).getByText('Every 30 seconds')).toBeInTheDocument();
    expect(within(refund).getByText('Succeeded')).toBeInTheDocument();
    const billing = within(table).getByRole('row', { name: /Auto billing/ });
    expect(within(billing).getByText('Every 6 hours')).toBeInTheDocument();
    expect(within(billing).getByText('Failed')).toBeInTheDocument();
    expect(within(billing).getByText('The payment processor did not answer')).toBeInTheDocument();
    const pharmacy = within(table).getByRole('row', { name: /Pharmacy status/ });
    expect(within(pharmacy).getByText('Off')).toBeInTheDocument();
    expect(within(pharmacy).getByText('Not run yet')).toBeInTheDocument();
  });

  it('retries a dead letter: the call is made, the list reloads without it', async () => {
    let retried = false;
    server.use(
      mockJobs(() => (retried ? jobsOverview({ deadLetters: [] }) : jobsOverview())),
      mockRetryJob((call) => {
        retried = true;
        return { id: String(call.params.id), job: 'auto-billing' };
      }),
    );
    await open();
    const letters = await screen.findByRole('table', { name: 'Dead letters' });
    expect(within(letters).getByText('The payment processor did not answer')).toBeInTheDocument();
    await userEvent.setup().click(within(letters).getByRole('button', { name: /^Retry Auto billing/ }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    expect(await screen.findByText('No dead letters')).toBeInTheDocument();
    expect(retried).toBe(true);
  });

  it('shows the server’s reason when a retry is refused', async () => {
    const retry = mockRetryJob(() => apiError(404, 'No dead letter with this id is waiting for a retry', 'NOT_FOUND'));
    server.use(mockJobs(), retry);
    await open();
    const letters = await screen.findByRole('table', { name: 'Dead letters' });
    await userEvent.setup().click(within(letters).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('No dead letter with this id is waiting for a retry')).toBeInTheDocument();
    expect(retry.calls.map((c) => c.params.id)).toEqual([DEAD_LETTER_ID]);
  });

  it('says so when there are no jobs and no dead letters', async () => {
    server.use(mockJobs(jobsOverview({ jobs: [], deadLetters: [] })));
    await open();
    expect(await screen.findByText('No scheduled jobs')).toBeInTheDocument();
    expect(screen.getByText('No dead letters')).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a way to try again', async () => {
    let fail = true;
    server.use(
      mockJobs(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return fail ? failure(500) : jobsOverview();
      }),
    );
    await open();
    expect(screen.getByLabelText('Loading scheduled jobs')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching scheduled jobs')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Scheduled jobs' })).toBeInTheDocument());
  });
});
