import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@/app/router';

function Boom(): never {
  throw new Error('The chart could not be drawn');
}

/** The portal's route tree as the app renders it (app/router, declarative mode) at `path`, with a link home. */
function renderAt(path: string) {
  const routes = [
    { index: true, element: <h1>Home page</h1> },
    { path: 'broken', element: <Boom /> },
  ];
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/">Home</Link>
      <PortalRoutes routes={routes} alternateHost={false} />
    </MemoryRouter>,
  );
}

describe('route error page', () => {
  it("shows a page's thrown error in its place, and clears it on moving to another page", async () => {
    // React logs the caught render error; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('The chart could not be drawn')).not.toBeInTheDocument();
    spy.mockRestore();
  });
});
