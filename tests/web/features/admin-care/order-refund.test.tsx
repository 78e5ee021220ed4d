import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminOrderPage } from '@/features/admin-care';
import { apiError, failure } from '../../mocks/http';
import { mockOrderRefunds, mockRecordChargeback, mockRefundOrder, orderRefunds } from '../../mocks/ledger';
import { adminOrderDetail, mockAdminOrder, mockAdminOrderMedications, ORDER_ID } from '../../mocks/orders';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from './render';

setupMswLifecycle();

async function renderOrder() {
  server.use(mockAdminOrder(adminOrderDetail({ number: 1042 })), mockAdminOrderMedications());
  await renderAdminPage(<AdminOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
  const section = screen.getByRole('region', { name: 'Payment and refunds' });
  await within(section).findByText('Left to refund');
  return { user: userEvent.setup(), section };
}

describe("an administrator's refund of an order", () => {
  it('shows what was paid, refunded and is left, and refunds part of it: dollars sent as cents, with the reason and a key', async () => {
    const refund = mockRefundOrder();
    server.use(mockOrderRefunds(), refund);
    const { user, section } = await renderOrder();
    expect(within(section).getByText('Paid', { selector: 'dt' }).nextSibling).toHaveTextContent('$249.00');
    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' });
    expect(dialog).toHaveTextContent('Up to $249.00 is left to refund.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to refund' }), '50.25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Shipping was late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund has been sent')).toBeInTheDocument();
    expect(refund.bodies).toEqual([{ amountCents: 5025, reason: 'Shipping was late' }]);
    expect(refund.calls[0].headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = await within(section).findByRole('table', { name: 'Refunds' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$50.25By an administrator: Shipping was lateRefunded');
    expect(within(section).getByText('Left to refund', { selector: 'dt' }).nextSibling).toHaveTextContent('$198.75');
  });

  it('refuses, before sending, an amount above what is left, none, or no reason', async () => {
    const refund = mockRefundOrder();
    server.use(mockOrderRefunds(orderRefunds({ refundedCents: 20_000, refundableCents: 4_900 })), refund);
    const { user, section } = await renderOrder();
    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Say why the money is given back');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to refund' });
    await user.type(amount, '49.01');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('You can refund at most $49.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('The amount must be more than $0.00')).toBeInTheDocument();
    expect(refund.calls).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the refund, and keeps the dialog open", async () => {
    server.use(
      mockOrderRefunds(),
      mockRefundOrder(() => apiError(422, 'Only $10.00 is left to refund on this order', 'MORE_THAN_LEFT')),
    );
    const { user, section } = await renderOrder();
    await user.click(within(section).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to refund' }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Only $10.00 is left to refund on this order')).toBeInTheDocument();
  });

  it('offers no refund when nothing is left', async () => {
    server.use(mockOrderRefunds(orderRefunds({ refundedCents: 24_900, refundableCents: 0 })));
    const { section } = await renderOrder();
    expect(within(section).getByRole('button', { name: 'Refund' })).toBeDisabled();
  });

  it('shows an error when the refunds fail to load', async () => {
    server.use(
      mockOrderRefunds(() => failure()),
      mockAdminOrder(adminOrderDetail({ number: 1042 })),
      mockAdminOrderMedications(),
    );
    await renderAdminPage(<AdminOrderPage />, '/orders/:id', `/orders/${ORDER_ID}`);
    const section = await screen.findByRole('region', { name: 'Payment and refunds' });
    expect(await within(section).findByText("Error fetching the order's refunds")).toBeInTheDocument();
  });

  it('records a chargeback the processor reported, with its dispute reference, and lists it', async () => {
    const recorded = mockRecordChargeback();
    server.use(mockOrderRefunds(), recorded);
    const { user, section } = await renderOrder();
    await user.click(within(section).getByRole('button', { name: 'Record chargeback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a chargeback on order #1042' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount charged back' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fraudulent');
    await user.click(within(dialog).getByRole('button', { name: 'Record chargeback' }));
    expect(within(dialog).getByRole('textbox', { name: 'Dispute reference' })).toHaveAccessibleDescription(
      "Enter the processor's dispute reference",
    );
    expect(recorded.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Dispute reference' }), 'dp_1042');
    await user.click(within(dialog).getByRole('button', { name: 'Record chargeback' }));
    expect(await screen.findByText('Chargeback has been recorded')).toBeInTheDocument();
    expect(recorded.bodies).toEqual([{ amountCents: 3000, reference: 'dp_1042', reason: 'Fraudulent' }]);
    const table = await within(section).findByRole('table', { name: 'Chargebacks' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$30.00dp_1042Fraudulent');
    expect(within(section).getByText('Charged back', { selector: 'dt' }).nextSibling).toHaveTextContent('$30.00');
    expect(within(section).getByText('Left to refund', { selector: 'dt' }).nextSibling).toHaveTextContent('$219.00');
  });
});
