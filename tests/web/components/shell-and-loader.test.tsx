import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { AppShell, type AppShellProps } from '@/components/app-shell';
import { FullScreenLoader } from '@/components/full-screen-loader';

const wrap = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('full-screen loader', () => {
  it('patients see the words Patient Portal and a progress bar', () => {
    wrap(<FullScreenLoader variant="patient" />);
    expect(screen.getByText('Patient Portal')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('other portals see the logo and an animated bar', () => {
    wrap(<FullScreenLoader variant="brand" />);
    expect(screen.getByRole('img', { name: 'Lumen Health logo' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value, the bar animates.
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText('Patient Portal')).not.toBeInTheDocument();
  });
});

describe('app shell', () => {
  const nav = [
    { label: 'Dashboard', to: '/', icon: DashboardOutlined },
    { label: 'Partners', to: '/partners', icon: GroupsOutlined },
  ];
  /** The admin portal's shell for Avery Stone, at `path`, around a page with its heading. */
  const renderShell = (props: Partial<AppShellProps> = {}, path = '/') =>
    wrap(
      <MemoryRouter initialEntries={[path]}>
        <AppShell portalName="Admin Portal" navItems={nav} userName="Avery Stone" onSignOut={() => undefined} {...props}>
          <h1>Page</h1>
        </AppShell>
      </MemoryRouter>,
    );

  it('shows the portal, the user, whom they act for, real navigation links and sign-out', async () => {
    const onSignOut = vi.fn();
    renderShell({ actingFor: 'Jordan Lee', onSignOut }, '/partners');
    expect(screen.getByText('Admin Portal')).toBeInTheDocument();
    expect(screen.getByText('Avery Stone')).toBeInTheDocument();
    expect(screen.getByText('Acting for Jordan Lee')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Partners', '/partners'],
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('keeps every piece of the page, the logo included, inside a landmark (axe: region)', async () => {
    renderShell();
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByText('Lumen Health')).toBeInTheDocument();
    const { violations } = await axe.run(document.body, { runOnly: ['region'] });
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target))).toEqual([]);
  });

  it('opens the navigation drawer on small screens', async () => {
    renderShell();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(await screen.findAllByRole('navigation', { name: 'Main navigation', hidden: true })).toHaveLength(2);
  });
});
