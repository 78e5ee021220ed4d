import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '@/components/when-visible';

/** jsdom has no IntersectionObserver: this one lets a test say when the watched place enters or leaves the screen. */
let report: ((inView: boolean) => void) | null = null;
let watching = 0;
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (inView) => callback([{ isIntersecting: inView } as IntersectionObserverEntry], this as never);
  }
  observe() {
    watching += 1;
  }
  disconnect() {
    report = null;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  report = null;
  watching = 0;
});
afterEach(() => vi.useRealTimers());
afterAll(() => vi.unstubAllGlobals());

function charts(ready?: boolean) {
  return (
    <WhenVisible placeholder={<div role="progressbar" aria-label="Loading the charts" />} ready={ready}>
      <p>Order trends</p>
    </WhenVisible>
  );
}

const move = (inView: boolean, ms: number) =>
  act(() => {
    report?.(inView);
    vi.advanceTimersByTime(ms);
  });

describe('WhenVisible', () => {
  it('shows the placeholder until the place has stayed in view, then the content', () => {
    render(charts());
    expect(screen.getByRole('progressbar', { name: 'Loading the charts' })).toBeInTheDocument();
    expect(screen.queryByText('Order trends')).not.toBeInTheDocument();

    move(true, 300);
    expect(screen.getByText('Order trends')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a place pushed off the screen before it settled does not load', () => {
    render(charts());
    move(true, 100);
    move(false, 1_000);
    expect(screen.queryByText('Order trends')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the charts' })).toBeInTheDocument();
  });

  it('watches nothing until the content above has arrived', () => {
    const { rerender } = render(charts(false));
    expect(watching).toBe(0);
    expect(report).toBeNull();

    rerender(charts(true));
    expect(watching).toBe(1);
    move(true, 300);
    expect(screen.getByText('Order trends')).toBeInTheDocument();
  });

  it('renders the content at once without IntersectionObserver (the server drawing the page)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(charts());
    expect(screen.getByText('Order trends')).toBeInTheDocument();
  });

  it('with controls inside, renders at the first press of Tab, out of view', () => {
    const { rerender } = render(charts());
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(screen.queryByText('Order trends')).not.toBeInTheDocument();

    rerender(
      <WhenVisible placeholder={<div role="progressbar" aria-label="Loading your intake link" />} interactive>
        <button>Copy link</button>
      </WhenVisible>,
    );
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' })));
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
