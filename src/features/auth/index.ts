export { SignInPage } from './pages/sign-in-page';
export { SignUpPage } from './pages/sign-up-page';
export { SignedInShell } from './components/signed-in-shell';
export { RequireSession, useIsSignedIn } from './components/session-redirects';
export { portalRoutes } from './lib/portal-routes';
