import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses "Go to next page" of a server-paged list: the page's first row, a link named `firstLink`, shows, and the last
 * call asked for `query`. Returns the user, to go on.
 */
export async function goToNextPage(seen: Record<string, string>[], firstLink: string, query: Record<string, string>) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await screen.findByRole('link', { name: firstLink })).toBeInTheDocument();
  expect(seen.at(-1)).toEqual(query);
  return user;
}
