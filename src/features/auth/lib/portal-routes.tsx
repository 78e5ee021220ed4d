import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { upcomingRoutes } from '@/components/upcoming-page';
import type { NavItem } from '@/components/app-shell';
import type { Portal } from '@contracts/portals';
import { RequireSession } from '../components/session-redirects';
import { SignedInShell } from '../components/signed-in-shell';
import { SignInPage } from '../pages/sign-in-page';
import { SignUpPage } from '../pages/sign-up-page';

interface PortalRoutesOptions {
  portal: Portal;
  navItems: readonly NavItem[];
  /** The index page. */
  home: ReactNode;
  /** The portal's other pages, inside the signed-in shell. */
  pages?: RouteObject[];
  /** Paths of pages a later issue builds (see upcomingRoutes). */
  upcoming?: readonly string[];
  /** Offers a sign-up page (at /sign-up, linked from sign-in) of this variant. */
  signUp?: 'patient' | 'sales';
  /** Pages reachable without an account, besides sign-in and sign-up. */
  publicRoutes?: RouteObject[];
}

/** A portal's route table: sign-in (and sign-up), its public pages, then its pages behind the session guard in the signed-in shell. */
export function portalRoutes({
  portal,
  navItems,
  home,
  pages = [],
  upcoming = [],
  signUp,
  publicRoutes = [],
}: PortalRoutesOptions): RouteObject[] {
  return [
    { path: 'sign-in', element: <SignInPage portal={portal} signUpPath={signUp && '/sign-up'} /> },
    ...(signUp ? [{ path: 'sign-up', element: <SignUpPage variant={signUp} /> }] : []),
    ...publicRoutes,
    {
      element: <RequireSession />,
      children: [
        {
          element: <SignedInShell portal={portal} navItems={navItems} />,
          children: [{ index: true, element: home }, ...pages, ...upcomingRoutes(upcoming)],
        },
      ],
    },
  ];
}
