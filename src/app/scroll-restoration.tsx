import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

/** How many history entries' positions are kept: the most recently left ones. */
const KEPT = 50;

/** Where each history entry was left, by the router's location key, oldest first (kept for a reload in session storage). */
const positions = new Map<string, number>(readStored().slice(-KEPT));

/** Records where an entry is, as its most recent one; the oldest beyond `KEPT` is forgotten. */
function keep(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > KEPT) positions.delete(positions.keys().next().value!);
}

function readStored(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

/**
 * What the data router's ScrollRestoration did, for the declarative router (which is 17 kB lighter on every page): a
 * new page starts at the top, or at the element its hash names; back, forward and a reload return to where the page
 * was left.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
    window.addEventListener('pagehide', remember);
    return () => {
      window.removeEventListener('pagehide', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigation === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    const track = () => keep(key, window.scrollY);
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, [key, hash, navigation]);

  return null;
}
