import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ManageTrainingPage, ResourcesPage, TrainingPage } from '@/features/training';
import { failure, mockApi } from '../../mocks/http';
import { trainingStore } from '../../mocks/training';
import { adminUser, doctorUser, partnerOwner } from '../../support/fixtures';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSignedInPage } from '../../support/render-page';

setupMswLifecycle();

const partner = { ...doctorUser, ...partnerOwner };

describe('Training and Resources (reading)', () => {
  it('lists the training in order; opening one shows its text', async () => {
    server.use(...trainingStore().handlers);
    await renderSignedInPage(<TrainingPage />, '/training', '/training', { user: partner });
    const list = await screen.findByRole('list', { name: 'Training' });
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'How your intake link worksSend patients to your own link.',
      'Billing modes: patient-paid and partner-billedWho pays for an order.',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: /How your intake link works/ }));
    expect(await screen.findByText('Your dashboard shows your intake link.')).toBeVisible();
  });

  it('lists resources with a link that opens in a new tab', async () => {
    server.use(...trainingStore().handlers);
    await renderSignedInPage(<ResourcesPage />, '/resources', '/resources', { user: partner });
    await screen.findByRole('list', { name: 'Resources' });
    await userEvent.setup().click(screen.getByRole('button', { name: /GLP-1 medication guide/ }));
    const open = await screen.findByRole('link', { name: 'Open GLP-1 medication guide (FDA) (opens in a new tab)' });
    expect(open).toHaveAttribute('href', 'https://www.fda.gov/');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    server.use(...trainingStore([]).handlers);
    await renderSignedInPage(<TrainingPage />, '/training', '/training', { user: partner });
    expect(await screen.findByText('No training for your role yet')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    server.use(mockApi('get', '/training-items', () => failure(500)));
    await renderSignedInPage(<TrainingPage />, '/training', '/training', { user: partner });
    expect(await screen.findByText('Failed to load training')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Training (administrators)', () => {
  it('adds an item for the roles chosen', async () => {
    const store = trainingStore();
    server.use(...store.handlers);
    await renderSignedInPage(<ManageTrainingPage />, '/training', '/training', { user: adminUser });
    await screen.findByRole('table', { name: 'Training' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Answering renewal questions');
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('Write a body or give a link')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Open the order: the renewal date is there.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nurse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText('Training item added')).toBeInTheDocument();
    expect(store.writes).toEqual([
      {
        kind: 'TRAINING',
        title: 'Answering renewal questions',
        summary: '',
        body: 'Open the order: the renewal date is there.',
        url: null,
        audienceRoles: ['NURSER'],
      },
    ]);
    expect(await screen.findByRole('cell', { name: /Answering renewal questions/ })).toBeInTheDocument();
  });

  it('moves an item down and removes one after a confirmation', async () => {
    const store = trainingStore();
    server.use(...store.handlers);
    await renderSignedInPage(<ManageTrainingPage />, '/training', '/training', { user: adminUser });
    await screen.findByRole('table', { name: 'Training' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move How your intake link works down' }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(store.writes[0]).toEqual({
      kind: 'TRAINING',
      ids: ['b0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001'],
    });
    await waitFor(() => expect(screen.getAllByRole('row').slice(1)[0]).toHaveTextContent('Billing modes: patient-paid and partner-billed'));
    await user.click(screen.getByRole('button', { name: 'Remove How your intake link works' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this item?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Training item removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: /How your intake link works/ })).not.toBeInTheDocument());
  });
});
