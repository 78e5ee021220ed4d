/**
 * The sign-in page (with react-hook-form) is its own download: a signed-in page never needs it, and the signed-out
 * visitor's first page starts it beside the portal's routes (app/portal-app), not after them.
 */
export const loadSignInPage = () => import('../pages/sign-in-page');
