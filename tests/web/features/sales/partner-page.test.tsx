import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesPartnerPage } from '@/features/sales';
import { apiError } from '../../mocks/http';
import { mockSalesPartner, SALES_PARTNER_ID } from '../../mocks/sales';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderSalesPage } from './render';

setupMswLifecycle();

describe('sales partner detail', () => {
  it('shows the contact, patients, paid orders and the commission, read-only', async () => {
    server.use(mockSalesPartner());
    await renderSalesPage(<SalesPartnerPage />, '/partners/:id', `/partners/${SALES_PARTNER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Summit Strength Gym' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(contact).getByText('partner@demo.test')).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Patients and commission' });
    expect(within(money).getByText('5')).toBeInTheDocument();
    expect(within(money).getByText('4')).toBeInTheDocument();
    expect(within(money).getByText('$1,196.00')).toBeInTheDocument();
    expect(within(money).getByText('$119.60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
  });

  it('says "Partner not found" for a partner that is not theirs', async () => {
    server.use(mockSalesPartner(() => apiError(404, 'Partner not found', 'NOT_FOUND')));
    await renderSalesPage(<SalesPartnerPage />, '/partners/:id', `/partners/${SALES_PARTNER_ID}`);
    expect(await screen.findByText('Partner not found')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to partners' })[0]).toHaveAttribute('href', '/partners');
  });
});
