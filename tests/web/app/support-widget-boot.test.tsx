import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loggedIn, loggedOut } from '@/lib/session';
import { patientUser } from '../support/fixtures';
import { renderPage } from '../support/render';

describe('support widget boot', () => {
  it('boots with exactly the user id, full name, email and creation date, once per user, and shuts down on sign-out', async () => {
    const widget = { boot: vi.fn(), shutdown: vi.fn() };
    const { store } = await renderPage(<p>Page</p>, { supportWidget: widget });
    expect(widget.boot).not.toHaveBeenCalled();

    act(() => void store.dispatch(loggedIn({ user: patientUser })));
    act(() => void store.dispatch(loggedIn({ user: { ...patientUser } })));
    expect(widget.boot).toHaveBeenCalledTimes(1);
    expect(Object.keys(widget.boot.mock.calls[0][0]).sort()).toEqual(['createdAt', 'email', 'fullName', 'userId']);
    expect(widget.boot).toHaveBeenCalledWith({
      userId: patientUser.id,
      fullName: `${patientUser.firstName} ${patientUser.lastName}`,
      email: patientUser.email,
      createdAt: patientUser.createdAt,
    });

    act(() => void store.dispatch(loggedOut()));
    expect(widget.shutdown).toHaveBeenCalledTimes(1);
  });
});
