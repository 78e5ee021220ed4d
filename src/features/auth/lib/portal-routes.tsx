import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ThemedOutlet } from '@/components/themed';
import type { Portal } from '@contracts/portals';
import { paths } from '@/config/paths';
import { SIGN_UP_VARIANTS } from '@/config/portals';
import { lazyNamed } from '@/lib/lazy-named';
import { RequireSession } from '../components/session-redirects';
import { loadSignInPage } from './load-sign-in-page';

// Every page loads when first shown: sign-in (which a signed-in dashboard never downloads), sign-up, the not-found
// page, and the shell and pages the portal passes in.
const SignInPage = lazyNamed(loadSignInPage, 'SignInPage');
const SignUpPage = lazyNamed(() => import('../pages/sign-up-page'), 'SignUpPage');
const PortalNotFoundPage = lazyNamed(() => import('../components/portal-not-found-page'), 'PortalNotFoundPage');
// An administrator's "act as" hand-over (features/auth/pages/act-as-page): only the doctors' and partners' portals.
const ActAsPage = lazyNamed(() => import('../pages/act-as-page'), 'ActAsPage');
const ACTED_AS: readonly Portal[] = ['medical', 'partner'];

/**
 * The shell and home page a portal's layout module exports, each its own download when first shown:
 * `export const { routes, preloadSignedIn } = portalRoutes({ portal, ...lazyLayout(() => import('./layout'), 'AdminShell', 'AdminHome'), ... })`.
 */
export function lazyLayout<M>(
  load: () => Promise<M>,
  shell: keyof M,
  home: keyof M,
): { shell: ReactNode; home: ReactNode; preload: () => Promise<M> } {
  const Shell = lazyNamed(load, shell) as ComponentType;
  const Home = lazyNamed(load, home) as ComponentType;
  return { shell: <Shell />, home: <Home />, preload: load };
}

interface PortalRoutesOptions {
  portal: Portal;
  /** The signed-in frame around every page (the portal's SignedInShell, lazily loaded: sign-in needs none of it). */
  shell: ReactNode;
  /** The index page. */
  home: ReactNode;
  /** Downloads the shell and home page: a reload with a session shows them next (app/portal-app starts it early). */
  preload?: () => Promise<unknown>;
  /** The portal's other pages, inside the signed-in shell. */
  pages?: RouteObject[];
  /** Pages reachable without an account, besides sign-in and sign-up. */
  publicRoutes?: RouteObject[];
}

/**
 * A portal's route table, and the download of what a reload with a session shows first: sign-in (and sign-up), its public pages, then its pages behind the session guard in the
 * signed-in shell. Sign-in is drawn without MUI; every other page renders inside ThemedOutlet, which downloads MUI
 * first (after the session guard, so that a signed-out visit to a page goes to sign-in without it).
 */
export function portalRoutes({
  portal,
  shell,
  home,
  pages = [],
  publicRoutes = [],
  preload = () => Promise.resolve(),
}: PortalRoutesOptions): { routes: RouteObject[]; preloadSignedIn: () => Promise<unknown> } {
  const signUp = SIGN_UP_VARIANTS[portal];
  const routes: RouteObject[] = [
    { path: 'sign-in', element: <SignInPage portal={portal} signUpPath={signUp && paths.signUp} /> },
    {
      element: <ThemedOutlet />,
      children: [
        ...(signUp ? [{ path: 'sign-up', element: <SignUpPage variant={signUp} /> }] : []),
        ...(ACTED_AS.includes(portal) ? [{ path: 'act-as', element: <ActAsPage /> }] : []),
        ...publicRoutes,
      ],
    },
    {
      element: <RequireSession />,
      children: [
        {
          element: <ThemedOutlet />,
          children: [
            {
              element: shell,
              children: [
                { index: true, element: home },
                ...pages,
                // A mistyped address keeps the navigation: the not-found message takes the content area.
                // Its own title too: not the one the mistyped path would have in another portal (/tasks is "Tasks").
                { path: '*', element: <PortalNotFoundPage />, handle: { title: 'Page not found' } },
              ],
            },
          ],
        },
      ],
    },
  ];
  return { routes, preloadSignedIn: preload };
}
