import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PortalRoutes } from '@/app/router';

// The document title comes from the per-path table, unless the route names its own (one portal's page differs).

const show = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <PortalRoutes
        routes={[
          { path: 'renewal', element: <p>renewals</p>, handle: { title: 'Renewals' } },
          { path: 'start', element: <p>intake</p> },
        ]}
        alternateHost={false}
      />
    </MemoryRouter>,
  );

describe('document title', () => {
  it("takes a route's own title over the table's", async () => {
    show('/renewal');
    await waitFor(() => expect(document.title).toBe('Renewals'));
  });

  it('takes the per-path table otherwise', async () => {
    show('/start');
    await waitFor(() => expect(document.title).toBe('Get started'));
  });
});
