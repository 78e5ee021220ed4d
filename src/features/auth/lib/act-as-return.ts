import { onPortalHost } from '@contracts/portals';

/** Where "return to admin" goes: the admin page the admin started from, kept for the acting tab (sessionStorage). */
const RETURN_KEY = 'act-as-return';

/** Only a path on the admin host ("/doctors/1"), never another site ("//evil.test"). */
export const safeReturnPath = (path: string | null | undefined): string => (path && /^\/(?!\/)[\w\-/.?=&%]*$/.test(path) ? path : '/');

export function rememberReturnPath(path: string | null): void {
  try {
    window.sessionStorage.setItem(RETURN_KEY, safeReturnPath(path));
  } catch {
    // Storage may be unavailable (a private window): "return to admin" then goes to the admin dashboard.
  }
}

/** The admin portal's address to go back to, on this machine's admin host. */
export function adminReturnUrl(): string {
  let path = '/';
  try {
    path = safeReturnPath(window.sessionStorage.getItem(RETURN_KEY));
    window.sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // As above.
  }
  return onPortalHost('admin', window.location.protocol, window.location.host, path);
}
