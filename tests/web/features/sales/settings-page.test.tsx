import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SalesSettingsPage } from '@/features/sales';
import { accountProfile, mockAccountProfile } from '../../mocks/account';
import { failure } from '../../mocks/http';
import { mockUpdateSalesProfile } from '../../mocks/sales';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSalesPage } from './render';

setupMswLifecycle();

const sam = { ...accountProfile, firstName: 'Sam', lastName: 'Sellers', email: 'sales@demo.test', role: 'SALES_PERSON' as const };

describe('sales settings', () => {
  it('changes the name and sends only what changed', async () => {
    const update = mockUpdateSalesProfile();
    server.use(mockAccountProfile(sam), update);
    await renderSalesPage(<SalesSettingsPage />, '/settings');
    const first = await screen.findByLabelText(/First name/);
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, 'Samuel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ firstName: 'Samuel' }]);
  });

  it('says when the profile cannot load', async () => {
    server.use(mockAccountProfile(() => failure()));
    await renderSalesPage(<SalesSettingsPage />, '/settings');
    expect(await screen.findByText('Error fetching profile')).toBeInTheDocument();
  });
});
