import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastContainerDefaults, toastFailure, toastSuccess } from '@/lib/toast';

afterEach(() => vi.restoreAllMocks());

function serverError(message: string) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, {
    status: 422,
    statusText: 'Unprocessable Entity',
    data: { message, code: 'UNPROCESSABLE' },
    headers: {},
    config,
  });
}

describe('toasts', () => {
  it('container defaults: top right, 5 s, pause on hover and focus loss, drag at 80 percent', () => {
    expect(toastContainerDefaults).toEqual({
      position: 'top-right',
      autoClose: 5000,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      draggablePercent: 80,
    });
  });

  it("failure: the server's message or Action Failure, 2 s, bottom right", async () => {
    const error = vi.spyOn(toast, 'error');
    toastFailure(serverError('Order is locked'));
    toastFailure();
    toastFailure(new Error('internal'));
    toastFailure(new Error('internal'), 'Failed to update profile');
    // react-toastify loads with the first toast: the calls reach it a moment later, in order.
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(4));
    expect(error.mock.calls.map((c) => c[0])).toEqual(['Order is locked', 'Action Failure', 'Action Failure', 'Failed to update profile']);
    // The text is the toast's id: the same failure twice while its toast is up is shown once.
    for (const call of error.mock.calls) {
      expect(call[1]).toEqual({ autoClose: 2000, position: 'bottom-right', toastId: `failure:${String(call[0])}` });
    }
  });

  it('success: the message or Action Successfully, 2 s, top center', async () => {
    const success = vi.spyOn(toast, 'success');
    toastSuccess('Profile updated successfully');
    toastSuccess();
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(2));
    expect(success.mock.calls).toEqual([
      ['Profile updated successfully', { autoClose: 2000, position: 'top-center' }],
      ['Action Successfully', { autoClose: 2000, position: 'top-center' }],
    ]);
  });

  it('shows the text in the container', async () => {
    render(<ToastContainer {...toastContainerDefaults} />);
    toastSuccess();
    expect(await screen.findByText('Action Successfully')).toBeInTheDocument();
  });
});
