import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminPartnersPage } from '@/features/admin-partners';
import { gymOwner, mockGymOwners } from '../../mocks/admin-partners';
import { failure } from '../../mocks/http';
import { queriesOf, server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

describe('admin partners list', () => {
  it('lists the partners with their commission, billing, doctor and patients, and searches and filters on the server', async () => {
    const seen = queriesOf(
      mockGymOwners({
        items: [
          gymOwner(),
          gymOwner({
            id: '66666666-6666-4666-8666-666666666666',
            businessName: 'Summit Strength Gym',
            commissionRateBps: 1250,
            autoBilling: true,
            doctor: { id: '33333333-3333-4333-8333-333333333333', name: 'Dana Whitfield' },
            patientCount: 9,
          }),
        ],
        total: 2,
        page: 1,
        limit: 10,
        totalPages: 1,
      }),
    );
    await renderAdminPage(<AdminPartnersPage />, '/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    const summit = (await screen.findByRole('link', { name: 'Summit Strength Gym' })).closest('tr') as HTMLElement;
    expect(within(summit).getByText('12.5%')).toBeInTheDocument();
    expect(within(summit).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(summit).getByText('Auto-billing')).toBeInTheDocument();
    const harbor = screen.getByRole('link', { name: 'Harbor Fitness Club' });
    expect(harbor).toHaveAttribute('href', '/partners/11111111-1111-4111-8111-111111111111');
    expect(within(harbor.closest('tr') as HTMLElement).getByText('No doctor')).toBeInTheDocument();
    expect(seen[0]).toEqual({ page: '1', limit: '10', sort: 'createdAt:desc' });

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search partners' }), 'harbor');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ search: 'harbor', page: '1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Billing' }), 'Partner billed by invoice');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ billingMode: 'PARTNER_BILLED' }));
  });

  it('says when there are no partners, and when the list cannot load', async () => {
    server.use(mockGymOwners({ items: [], total: 0, page: 1, limit: 10, totalPages: 0 }));
    const view = await renderAdminPage(<AdminPartnersPage />, '/partners');
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    view.unmount();

    server.use(mockGymOwners(() => failure()));
    await renderAdminPage(<AdminPartnersPage />, '/partners');
    expect(await screen.findByText('Error fetching gym owners')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
