import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyNamed } from '@/lib/lazy-named';

// MUI (its styling engine, the theme and the components) is not part of a portal's first download: the sign-in page
// is drawn without it. Everything else that uses MUI renders inside Themed, which downloads the provider first;
// meanwhile the nearest Suspense boundary shows its fallback (app/root-layout: the full-screen loader).
const MuiProvider = lazyNamed(() => import('./mui-provider'), 'MuiProvider');

interface ThemedProps {
  children: ReactNode;
  /** See MuiProvider. */
  baseline?: boolean;
}

export function Themed({ children, baseline }: ThemedProps) {
  return <MuiProvider baseline={baseline}>{children}</MuiProvider>;
}

/** A layout route whose pages use MUI. */
export function ThemedOutlet() {
  return (
    <Themed>
      <Outlet />
    </Themed>
  );
}
