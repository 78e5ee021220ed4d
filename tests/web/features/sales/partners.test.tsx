import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SalesPartnersPage } from '@/features/sales';
import { apiError, failure } from '../../mocks/http';
import { mockCheckEmailExists, mockCreateSalesPartner, mockSalesPartners, salesPartner, salesPartnerDetail } from '../../mocks/sales';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderSalesPage } from './render';

setupMswLifecycle();

const NEW_ID = '56565656-5656-4565-8565-565656565656';

async function fillPartner(user: ReturnType<typeof userEvent.setup>, email = 'rita@example.test') {
  const dialog = await screen.findByRole('dialog', { name: 'Add partner' });
  await user.type(within(dialog).getByLabelText(/Business name/), 'Riverside Rowing Club');
  await user.type(within(dialog).getByLabelText(/Owner first name/), 'Rita');
  await user.type(within(dialog).getByLabelText(/Owner last name/), 'Rivers');
  await user.type(within(dialog).getByLabelText(/Owner email/), email);
  await user.type(within(dialog).getByLabelText(/First password/), 'a-long-password-1');
  expect(within(dialog).getByText('At least 10 characters. Give it to the owner yourself: it is never emailed.')).toBeInTheDocument();
  return dialog;
}

describe('sales partners', () => {
  it('lists the partners and searches on the server', async () => {
    const seen = queriesOf(mockSalesPartners());
    await renderSalesPage(<SalesPartnersPage />, '/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Summit Strength Gym' });
    expect(link).toHaveAttribute('href', `/partners/${salesPartner().id}`);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('(202) 555-0102')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search partners' }), 'summit');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ search: 'summit', page: '1' }));
  });

  it('says when there are no partners yet, and when the list cannot load', async () => {
    server.use(mockSalesPartners({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }));
    const view = await renderSalesPage(<SalesPartnersPage />, '/partners');
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    view.unmount();
    server.use(mockSalesPartners(() => failure()));
    await renderSalesPage(<SalesPartnersPage />, '/partners');
    expect(await screen.findByText('Could not load your partners')).toBeInTheDocument();
  });

  it('adds a partner: checks the email first, then creates it and opens it', async () => {
    const check = mockCheckEmailExists();
    const create = mockCreateSalesPartner(({ body }) => salesPartnerDetail({ id: NEW_ID, businessName: body.businessName }));
    server.use(mockSalesPartners(), check, create);
    await renderSalesPage(<SalesPartnersPage />, '/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    const dialog = await fillPartner(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await screen.findByRole('heading', { name: `Now at /partners/${NEW_ID}` })).toBeInTheDocument();
    expect(check.queries).toEqual([{ email: 'rita@example.test' }]);
    expect(create.bodies).toEqual([
      {
        businessName: 'Riverside Rowing Club',
        firstName: 'Rita',
        lastName: 'Rivers',
        email: 'rita@example.test',
        password: 'a-long-password-1',
      },
    ]);
  });

  it('says an email already in use under the field, and sends nothing; a 409 says the same', async () => {
    const create = mockCreateSalesPartner();
    server.use(mockSalesPartners(), mockCheckEmailExists({ exists: true }), create);
    await renderSalesPage(<SalesPartnersPage />, '/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    const dialog = await fillPartner(user, 'partner@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText('An account with this email already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Owner email/)).toHaveAttribute('aria-invalid', 'true');
    expect(create.bodies).toEqual([]);

    server.use(
      mockCheckEmailExists({ exists: false }),
      mockCreateSalesPartner(() => apiError(409, 'An account with this email already exists', 'CONFLICT')),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    await waitFor(() => expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(1));
    expect(screen.getByRole('dialog', { name: 'Add partner' })).toBeInTheDocument();
  });

  it('checks the form before asking the server', async () => {
    const check = mockCheckEmailExists();
    server.use(mockSalesPartners(), check);
    await renderSalesPage(<SalesPartnersPage />, '/partners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add partner' });
    await user.type(within(dialog).getByLabelText(/Owner email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText('Enter the business name; it is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(check.queries).toEqual([]);
  });
});
