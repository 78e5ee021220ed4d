import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import type { UseFormHandleSubmit } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { useBannerSubmit } from '@/features/auth/lib/use-banner-submit';

type Values = { email: string };
const event = { preventDefault: () => undefined } as unknown as FormEvent;

/** react-hook-form's handleSubmit whose checks pass with `values`, or fail to run at all with `failure`. */
function handleSubmitOf(outcome: { values: Values } | { failure: Error }): UseFormHandleSubmit<Values> {
  return (onValid) => async () => {
    if ('failure' in outcome) throw outcome.failure;
    await onValid(outcome.values);
    return undefined;
  };
}

describe('useBannerSubmit', () => {
  it('shows the fallback when sending fails without a server message', async () => {
    const send = vi.fn(() => Promise.reject(new Error('boom')));
    const { result } = renderHook(() => useBannerSubmit(handleSubmitOf({ values: { email: 'a@b.co' } }), send, 'Please try again.'));
    await act(() => result.current.onSubmit(event));
    expect(send).toHaveBeenCalledWith({ email: 'a@b.co' });
    expect(result.current.error).toBe('Please try again.');
  });

  it('shows the fallback when the checks cannot run (their code failed to download), and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const { result } = renderHook(() => useBannerSubmit(handleSubmitOf({ failure }), send, 'Please try again.'));
    await act(() => result.current.onSubmit(event));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Please try again.');
  });
});
