import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InvoicePage } from '@/features/partner-invoices';
import { apiError, type Call } from '../../mocks/http';
import { ORDER_ID } from '../../mocks/ids';
import {
  INVOICE_ID,
  invoiceDetail,
  invoicePageHandlers,
  mockChargeInvoice,
  mockInvoice,
  mockInvoiceActivities,
  paidCharge,
} from '../../mocks/invoices';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderPartnerPage } from '../partner-care/render';

setupMswLifecycle();

async function renderInvoice() {
  await renderPartnerPage(<InvoicePage />, '/invoices/:id', `/invoices/${INVOICE_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Invoice INV-1042' });
  return userEvent.setup();
}

describe('partner invoice page', () => {
  it('shows the items, fees, totals, status and history', async () => {
    server.use(...invoicePageHandlers());
    await renderInvoice();
    expect(screen.getByText('Mar 1 – 31, 2026 · $615.94')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Invoice items' });
    expect(within(items).getByRole('link', { name: 'Order #2001' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(within(items).getByText('Jordan Lee')).toBeInTheDocument();
    // The description as the server writes it ("Order #2001: …"), without the order the Order column already names.
    expect(within(items).getByText('Semaglutide 0.25 mg, 1 month')).toBeInTheDocument();
    expect(within(items).queryByText(/Order #2001:/)).not.toBeInTheDocument();
    expect(within(items).getByText('Originally $349.00')).toBeInTheDocument();
    expect(within(items).getAllByText(/^Originally/)).toHaveLength(1);
    expect(within(items).getByText('Processing fee')).toBeInTheDocument();
    expect(within(items).getByText('$17.94')).toBeInTheDocument();
    expect(within(items).getByText('$598.00')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Invoice history' });
    expect(within(history).getByText('Invoice created')).toBeInTheDocument();
    expect(within(history).getByText(/Order #2001: \$349.00 to \$299.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('has no "Pay now" on a paid invoice', async () => {
    server.use(...invoicePageHandlers('PAID'));
    await renderInvoice();
    expect(screen.getByText('Paid', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('pays with a new Idempotency-Key per click, shows the reply message and the paid invoice', async () => {
    let paid = false;
    const charge = mockChargeInvoice(({ params }: Call) => {
      paid = true;
      return paidCharge(params.id);
    });
    server.use(
      mockInvoice(({ params }: Call) => invoiceDetail({ id: params.id, status: paid ? 'PAID' : 'OPEN' })),
      mockInvoiceActivities(),
      charge,
    );
    const user = await renderInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Invoice paid successfully')).toBeInTheDocument();
    expect(charge.calls).toHaveLength(1);
    expect(charge.calls[0].path).toBe(`/api/v1/gym-owner/invoices/${INVOICE_ID}/charge`);
    expect(charge.calls[0].headers.get('idempotency-key')).toBeTruthy();
    expect(await screen.findByText('Paid', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it("shows the processor's message on a decline (402), and a new key on the next click", async () => {
    const charge = mockChargeInvoice(() => apiError(402, 'Your card has insufficient funds.', 'PAYMENT_DECLINED'));
    server.use(...invoicePageHandlers('PAYMENT_FAILED'), charge);
    const user = await renderInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByText('Your card has insufficient funds.');
    expect(charge.calls).toHaveLength(2);
    const [first, second] = charge.calls.map((c) => c.headers.get('idempotency-key'));
    expect(second).not.toBe(first);
  });

  it('links to billing when there is no card to charge (422)', async () => {
    server.use(
      ...invoicePageHandlers(),
      mockChargeInvoice(() => apiError(422, 'Add a card to pay your invoices.', 'NO_CARD')),
    );
    const user = await renderInvoice();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Add a card to pay your invoices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a card in Billing' })).toHaveAttribute('href', '/billing');
  });
});
