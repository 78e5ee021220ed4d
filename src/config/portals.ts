import type { Role } from '@contracts/common';
import { PORTAL_BY_HOST_LABEL, PORTAL_BY_ROLE, PORTALS, type Portal } from '@contracts/portals';

// The host-label and role tables are shared with the server (contracts/portals.ts); this file adds what only the
// web app needs: names, the alternate host and the pure resolver.
export type PortalKey = Portal;

export const PORTAL_KEYS: readonly PortalKey[] = PORTALS;

export const PORTAL_NAMES: Record<PortalKey, string> = {
  admin: 'Admin Portal',
  partner: 'Partner Portal',
  sales: 'Sales Portal',
  medical: 'Medical Portal',
  care: 'Care Team Portal',
  patient: 'Patient Portal',
};

/** The host label that shows the partner portal with a fixed title and no favicon. */
export const ALTERNATE_HOST_LABEL = 'partners';

/** The host-label table (ARCHITECTURE.md, "Portals and hosts"), in the order the portal index lists it. */
export const HOST_LABELS: readonly { label: string; portal: PortalKey; alternate: boolean }[] = Object.entries(PORTAL_BY_HOST_LABEL).map(
  ([label, portal]) => ({ label, portal, alternate: label === ALTERNATE_HOST_LABEL }),
);

/** The page title used on the alternate partner host, whatever the page. */
export const ALTERNATE_HOST_TITLE = 'Partner Portal';

export const ROLE_PORTALS: Readonly<Record<Role, PortalKey>> = PORTAL_BY_ROLE;

export type PortalResolution = { kind: 'portal'; portal: PortalKey; alternate: boolean } | { kind: 'index' } | { kind: 'not-found' };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isIpAddress(host: string): boolean {
  // window.location.hostname keeps the brackets around an IPv6 address.
  return IPV4.test(host) || host.includes(':');
}

/**
 * Picks the portal from the first label of the host name. A signed-in PATIENT always gets the patient portal.
 * Pure: the server still checks the role against the portal itself.
 */
export function resolvePortal(hostname: string, role?: Role | null): PortalResolution {
  if (role === 'PATIENT') return { kind: 'portal', portal: 'patient', alternate: false };
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || isIpAddress(host)) return { kind: 'index' };
  const label = host.split('.')[0];
  if (!Object.hasOwn(PORTAL_BY_HOST_LABEL, label)) return { kind: 'not-found' };
  return { kind: 'portal', portal: PORTAL_BY_HOST_LABEL[label], alternate: label === ALTERNATE_HOST_LABEL };
}

/** The URL of a portal host for the portal index, e.g. http://admin.localhost:3000. */
export function portalHostUrl(label: string, port: string, protocol = 'http:'): string {
  return `${protocol}//${label}.localhost${port ? `:${port}` : ''}`;
}
