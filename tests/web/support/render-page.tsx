import type { ReactElement } from 'react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import type { DelegateAccess, User } from '@contracts/auth';
import { createAppStore } from '@/app/store';
import { delegateAccessSelected, loggedIn } from '@/lib/session';
import { doctorUser, patientUser } from './fixtures';
import { renderRouter } from './render';

/** Any other path: a heading naming where the app went, so that a navigation can be asserted. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>Now at {pathname + search}</h1>;
}

interface SignedInOptions {
  user: User;
  /** Signed in as `user` acting for another account through this delegate access. */
  delegate?: { access: DelegateAccess; token: string };
}

/**
 * Renders `element` at the route `pattern` (e.g. /orders/:id), opened at `entry`, inside the real providers (store,
 * SWR, toasts) with `user` signed in, once the persisted session has been read back. Any other path renders a
 * "Now at …" heading.
 */
export async function renderSignedInPage(element: ReactElement, pattern: string, entry: string, { user, delegate }: SignedInOptions) {
  const { store, persistor } = createAppStore();
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [entry] },
  );
  store.dispatch(loggedIn({ user }));
  if (delegate) store.dispatch(delegateAccessSelected({ delegateAccess: delegate.access, delegateAccessToken: delegate.token }));
  const view = await renderRouter(router, { store, persistor });
  return { ...view, store, router };
}

/** A medical-portal page with the fixture doctor signed in. */
export const renderDoctorPage = (element: ReactElement, pattern: string, entry: string = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: doctorUser });

/** A patient-portal page with the fixture patient signed in. */
export const renderPortalPage = (element: ReactElement, pattern: string, entry: string = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: patientUser });
