import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from '@/components/table-scroll';

/** jsdom lays nothing out: the table's width and its box's are set here, and the box's resize is played by hand. */
let resized: () => void = () => {};
function layout(tableWidth: number, boxWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
}
vi.stubGlobal(
  'ResizeObserver',
  class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {}
  },
);
afterEach(() => vi.restoreAllMocks());
afterAll(() => vi.unstubAllGlobals());

const table = () =>
  render(
    <TableScroll label="Orders">
      <Table aria-label="Orders">
        <TableBody>
          <TableRow>
            <TableCell>Order #1</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableScroll>,
  );

describe('TableScroll', () => {
  it('is a named group a keyboard can reach while its table is wider than the screen', () => {
    layout(900, 360);
    table();
    const box = screen.getByRole('group', { name: 'Orders' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table', { name: 'Orders' }));
  });

  it('is no tab stop while the table fits, and becomes one when the screen narrows', () => {
    layout(900, 1200);
    const { container } = table();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(container.querySelector('[tabindex]')).toBeNull();

    layout(900, 360);
    act(() => resized());
    expect(screen.getByRole('group', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  });
});
