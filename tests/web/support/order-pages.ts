import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { partnerOrderSummary } from '../mocks/orders';
import { goToNextPage } from './paged-list';

type User = ReturnType<typeof userEvent.setup>;

export const orderUuid = (n: number) => `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`;

/** The n-th order of a generated list: order #100n of "Patient n". */
export const nthOrder = (n: number) => partnerOrderSummary({ id: orderUuid(n), number: 1000 + n, patientName: `Patient ${n}` });

/** An orders list page shows its title and first order (#1001, under review, linking to its page): returns its row. */
export async function expectFirstOrderRow(): Promise<HTMLElement> {
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Order #1001' });
  expect(link).toHaveAttribute('href', `/orders/${orderUuid(1)}`);
  const row = link.closest('tr') as HTMLElement;
  expect(within(row).getByText('Under review')).toBeInTheDocument();
  return row;
}

/** Saving the order form untouched says there is nothing to save, and sends nothing. */
export async function expectNothingToSave(user: User, update: { bodies: unknown[] }) {
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('There are no changes to save.')).toBeInTheDocument();
  expect(update.bodies).toEqual([]);
}

/** Cancelling the order on its form: the server's refusal shows in the toast and under the form. */
export async function expectCancelRefused(user: User, reason: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancel this order');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findAllByText(reason)).toHaveLength(2);
}

/**
 * An orders list whose server counted 1,000 of more (`totalIsEstimate`): it says "more than 1,000" and its next-page
 * arrow asks for page 2 while a page is full.
 */
export async function expectPagingPastTheCap(seen: Record<string, string>[]) {
  expect(await screen.findByText('1–10 of more than 1,000')).toBeInTheDocument();
  await goToNextPage(seen, 'Order #1011', { page: '2', limit: '10', sort: 'createdAt:desc' });
  expect(await screen.findByText('11–20 of more than 1,000')).toBeInTheDocument();
}
