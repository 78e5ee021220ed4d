import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@/app/router';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

const scrolledTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

afterEach(() => vi.restoreAllMocks());

describe('scroll restoration (app/scroll-restoration)', () => {
  it('starts a new page at the top and returns to where a page was left on going back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Link to="/detail">Open</Link>
        <Back />
        <PortalRoutes
          routes={[
            { path: 'list', element: <h1>List</h1> },
            { path: 'detail', element: <h1>Detail</h1> },
          ]}
          alternateHost={false}
        />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    scrolledTo(640);

    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Detail' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(0);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the positions of the last 50 pages left, not of older ones', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Steps() {
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => void navigate('/page')}>Next</button>
          <button onClick={() => void navigate(-51)}>Back 51</button>
          <button onClick={() => void navigate(50)}>Forward 50</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Steps />
        <PortalRoutes routes={[{ path: 'page', element: <h1>Page</h1> }]} alternateHost={false} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    // 52 pages, each left at its own position: 100, 101, ... 151.
    for (let i = 0; i < 52; i++) {
      scrolledTo(100 + i);
      if (i < 51) fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Back 51' }));
    // The first page is the 52nd most recently left: forgotten, so the page starts at the top.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Forward 50' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 150);
  });
});
