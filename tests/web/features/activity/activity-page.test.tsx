import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDay } from '@contracts/event-times';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityPage } from '@/features/activity';
import { activity, activityStore } from '../../mocks/activities';
import { failure, mockApi } from '../../mocks/http';
import { patientUser } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSignedInPage } from '../../support/render-page';
import { mockMyOutcome } from '../../mocks/outcomes';

setupMswLifecycle();
// The outcome card or table each of these pages now shows (tests/web/features/outcomes covers it).
beforeEach(() => server.use(mockMyOutcome(null)));

const render = () => renderSignedInPage(<ActivityPage />, '/activity', '/activity', { user: patientUser });

describe('Activity page', () => {
  it('shows the encouragement, the stats and the list', async () => {
    server.use(...activityStore().handlers);
    await render();
    expect(await screen.findByText('You are building momentum')).toBeInTheDocument();
    expect(await screen.findByText(/60 minutes this week, 30 minutes more than last week/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Activities' });
    expect(within(table).getByText('Morning walk')).toBeInTheDocument();
    expect(await screen.findByText('Minutes this week')).toBeInTheDocument();
  });

  it('logs today’s weight as a Weight Tracking entry and the list gains it', async () => {
    const store = activityStore();
    server.use(...store.handlers);
    await render();
    await screen.findByRole('table', { name: 'Activities' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Today's weight (lb)"), '198.5');
    await user.click(screen.getByRole('button', { name: 'Log weight' }));
    await waitFor(() => expect(store.writes).toHaveLength(1));
    expect(store.writes[0]).toMatchObject({ activityType: 'WEIGHT', name: 'Weight Tracking', duration: 0, weight: 198.5 });
    expect(await screen.findByText('Activity created successfully')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Activities' })).findByText('198.5 lb')).toBeInTheDocument();
  });

  it('refuses a weight entry without a weight in the dialog, then edits and deletes an entry', async () => {
    const store = activityStore([
      activity(),
      activity({ id: 'c0000000-0000-4000-8000-000000000002', name: 'Bike ride', activityType: 'CARDIO' }),
    ]);
    server.use(...store.handlers);
    await render();
    const user = userEvent.setup();
    // The day as every patient page writes it, not as the API sends it.
    expect(await within(screen.getByRole('table', { name: 'Activities' })).findAllByText('Mar 2, 2026')).toHaveLength(2);
    expect(screen.queryByText('2026-03-02')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit Bike ride on Mar 2, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Spin class');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Activity updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Spin class')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Spin class on Mar 2, 2026' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete activity?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Spin class')).not.toBeInTheDocument());
    expect(store.writes.at(-1)).toEqual({ deleted: 'c0000000-0000-4000-8000-000000000002' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Log activity' }));
    const log = await screen.findByRole('dialog', { name: 'Log activity' });
    await user.click(within(log).getByLabelText('Type'));
    await user.click(await screen.findByRole('option', { name: 'Weight' }));
    await user.type(within(log).getByLabelText('Name'), 'Weigh-in');
    await user.click(within(log).getByRole('button', { name: 'Save' }));
    expect(await within(log).findByText('A weight entry needs a weight (50 to 1000 lb)')).toBeInTheDocument();
    expect(store.writes).toHaveLength(2);
  });

  it('refuses an activity dated in the future, saying why, and offers no later day than today', async () => {
    const store = activityStore([activity()]);
    server.use(...store.handlers);
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log activity' }));
    const log = await screen.findByRole('dialog', { name: 'Log activity' });
    await user.type(within(log).getByLabelText('Name'), 'Evening walk');
    const date = within(log).getByLabelText('Date');
    expect(date).toHaveAttribute('max', localDay());
    await user.clear(date);
    await user.type(date, '2030-01-01');
    await user.click(within(log).getByRole('button', { name: 'Save' }));
    expect(await within(log).findByText('The date cannot be in the future')).toBeInTheDocument();
    expect(store.writes).toHaveLength(0);
  });

  it('says when there is nothing yet, and shows the SPEC failure when the list cannot load', async () => {
    server.use(...activityStore([]).handlers);
    const first = await render();
    expect(await screen.findByText('No activities yet')).toBeInTheDocument();
    first.unmount();
    server.use(mockApi('get', '/activities', () => failure(500)));
    await render();
    expect(await screen.findByText('Failed to fetch activities')).toBeInTheDocument();
  });
});
