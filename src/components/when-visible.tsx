import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  /** Shown until the place has come into view: the same size as what replaces it, and named for screen readers. */
  placeholder: ReactNode;
  /** How far below (or above) the screen the place may be and still count as in view. */
  margin?: string;
  /** How long the place must stay in view: a place that the page's arriving content pushes off the screen does not load. */
  settleMs?: number;
  /** False while the content above is still arriving (its place may yet move down): nothing is watched until then. */
  ready?: boolean;
  /**
   * The content has controls a keyboard user tabs to (a link to copy, say): it also renders at the first press of Tab
   * anywhere, so that the tab order reaches them without the page being scrolled first.
   */
  interactive?: boolean;
  children: ReactNode;
}

/**
 * Renders its children once their place is in view (within `margin`, for `settleMs`), the placeholder until then. A
 * dashboard's charts bring @mui/x-charts (about 80 kB) and their own API calls: a visit that never scrolls down to
 * them downloads neither. The cards above a chart arrive as short skeletons and grow with their data, so a place that
 * is on the screen at the first render may be well below it a moment later: a page says when the content above has
 * arrived (`ready`), and the place must then stay in view a little while.
 * Without IntersectionObserver (old browsers, the tests' jsdom) the children render at once.
 */
export function WhenVisible({
  placeholder,
  margin = '0px',
  settleMs = 300,
  ready = true,
  interactive = false,
  children,
}: WhenVisibleProps) {
  // The server's drawing (no window) draws the placeholder, as the app's first render in the browser does.
  const [shown, setShown] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = place.current;
    if (shown || !ready || !node) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        clearTimeout(timer);
        if (inView) timer = setTimeout(() => setShown(true), settleMs);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [shown, ready, margin, settleMs]);
  useEffect(() => {
    if (shown || !interactive) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setShown(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, interactive]);
  return shown ? <>{children}</> : <div ref={place}>{placeholder}</div>;
}
