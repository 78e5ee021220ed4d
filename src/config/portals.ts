import { ALTERNATE_HOST_LABEL, PORTAL_BY_HOST_LABEL, type Portal } from '@contracts/portals';

// The host and role tables and the resolver are shared with the server (contracts/portals.ts); this file adds what
// only the web app needs: names, the alternate host's title and the portal index's links.

export const PORTAL_NAMES: Record<Portal, string> = {
  admin: 'Admin Portal',
  partner: 'Partner Portal',
  sales: 'Sales Portal',
  medical: 'Medical Portal',
  care: 'Care Team Portal',
  patient: 'Patient Portal',
};

/** Portals where people create their own account (at /sign-up, linked from sign-in), with the form's variant. */
export const SIGN_UP_VARIANTS: Readonly<Partial<Record<Portal, 'patient' | 'sales'>>> = { patient: 'patient', sales: 'sales' };

/** The host-label table (ARCHITECTURE.md, "Portals and hosts"), in the order the portal index lists it. */
export const HOST_LABELS: readonly { label: string; portal: Portal; alternate: boolean }[] = Object.entries(PORTAL_BY_HOST_LABEL).map(
  ([label, portal]) => ({ label, portal, alternate: label === ALTERNATE_HOST_LABEL }),
);

/** The page title used on the alternate partner host, whatever the page. */
export const ALTERNATE_HOST_TITLE = 'Partner Portal';

/** The URL of a portal host for the portal index, e.g. http://admin.localhost:3000. */
export function portalHostUrl(label: string, port: string, protocol = 'http:'): string {
  return `${protocol}//${label}.localhost${port ? `:${port}` : ''}`;
}
