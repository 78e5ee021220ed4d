import type { Role } from './common';

export const PORTALS = ['admin', 'partner', 'sales', 'medical', 'care', 'patient'] as const;
export type Portal = (typeof PORTALS)[number];

/** The first label of the host name picks the portal (ARCHITECTURE.md, "Portals and hosts"). */
export const PORTAL_BY_HOST_LABEL: Readonly<Record<string, Portal>> = {
  sale: 'sales',
  admin: 'admin',
  gymowner: 'partner',
  partners: 'partner',
  careteam: 'care',
  medical: 'medical',
  patient: 'patient',
};

/** The host label each portal is linked under (the alternate `partners` host aside). */
export const HOST_LABEL_BY_PORTAL: Readonly<Record<Portal, string>> = {
  sales: 'sale',
  admin: 'admin',
  partner: 'gymowner',
  care: 'careteam',
  medical: 'medical',
  patient: 'patient',
};

export const PORTAL_BY_ROLE: Readonly<Record<Role, Portal>> = {
  SUPER_ADMIN: 'admin',
  GYM_OWNER: 'partner',
  SALES_PERSON: 'sales',
  DOCTOR: 'medical',
  MEDICAL_PROVIDER: 'medical',
  NURSER: 'care',
  CLIENT_SPECIALIST: 'care',
  CUSTOMER_SUPPORT: 'care',
  PATIENT: 'patient',
};

/** The host label that shows the partner portal with a fixed title and no favicon. */
export const ALTERNATE_HOST_LABEL = 'partners';

/** A host that names a portal; `alternate` is the partner portal's alternate host. */
export type PortalHost = { kind: 'portal'; portal: Portal; alternate: boolean };
export type PortalResolution = PortalHost | { kind: 'index' } | { kind: 'not-found' };

const PATIENT_PORTAL: PortalHost = { kind: 'portal', portal: 'patient', alternate: false };
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * A host name as browsers and Node hand it over, made comparable: trimmed, lower-cased, without a port, without the
 * brackets around an IPv6 address and without the trailing dot of a fully qualified name.
 */
export function normalizeHostname(hostname: string): string {
  const host = hostname.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1];
  // One colon is a port; more are an IPv6 address without brackets.
  const withoutPort = host.split(':').length === 2 ? host.replace(/:\d*$/, '') : host;
  return withoutPort.replace(/\.+$/, '');
}

const isBareHost = (host: string) => host === 'localhost' || IPV4.test(host) || host.includes(':');

/**
 * Where a signed-in user of `role` lands once the host is known: a PATIENT always gets the patient portal, whatever
 * the host; any other role stays on the host's portal (the server checks the role against it).
 */
export function applyRole(host: PortalHost, role?: Role | null): PortalHost;
export function applyRole(host: PortalResolution, role?: Role | null): PortalResolution;
export function applyRole(host: PortalResolution, role?: Role | null): PortalResolution {
  return role === 'PATIENT' ? PATIENT_PORTAL : host;
}

/**
 * The one host resolver of web and server: the first label of the host name picks the portal; a bare `localhost` or
 * an IP address is the portal index (a development convenience); any other label is not found. Pure.
 */
export function resolvePortal(hostname: string, role?: Role | null): PortalResolution {
  const host = normalizeHostname(hostname);
  if (isBareHost(host)) return applyRole({ kind: 'index' }, role);
  const label = host.split('.')[0];
  if (!Object.hasOwn(PORTAL_BY_HOST_LABEL, label)) return applyRole({ kind: 'not-found' }, role);
  return applyRole({ kind: 'portal', portal: PORTAL_BY_HOST_LABEL[label], alternate: label === ALTERNATE_HOST_LABEL }, role);
}

/**
 * The build-time HTML of a portal host's sign-in page (the web app's src/prerender), relative to the built app's
 * directory: the server sends it for GET /sign-in on that host.
 */
export const signInPageFile = (host: PortalHost): string => `sign-in/${host.portal}${host.alternate ? '-alternate' : ''}.html`;

/** The patient intake's paths, on the patient host (a partner's link is one of them with `?partner=<id>`). */
export const INTAKE_PATHS = ['/start', '/start2', '/start3', '/single-link'] as const;

/**
 * The same address on the patient host: `gymowner.localhost:3000/start?partner=1` -> `patient.localhost:3000/...`.
 * For an intake link typed on a partner's own host.
 */
export function onPatientHost(protocol: string, host: string, pathAndQuery: string): string {
  const [name, port] = host.split(/:(?=\d+$)/);
  const labels = name.split('.');
  labels[0] = HOST_LABEL_BY_PORTAL.patient;
  return `${protocol}://${labels.join('.')}${port ? `:${port}` : ''}${pathAndQuery}`;
}

/** The same address on another portal's host: `(medical, 'http', 'admin.localhost:3000', '/act-as?code=x')` -> `http://medical.localhost:3000/act-as?code=x`. */
export function onPortalHost(portal: Portal, protocol: string, host: string, pathAndQuery: string): string {
  const [name, port] = host.split(/:(?=\d+$)/);
  const labels = name.split('.');
  // A bare `localhost` (the portal index) gains the label; `admin.localhost` has its first label replaced.
  if (labels.length === 1) labels.unshift(HOST_LABEL_BY_PORTAL[portal]);
  else labels[0] = HOST_LABEL_BY_PORTAL[portal];
  return `${protocol.replace(/:$/, '')}://${labels.join('.')}${port ? `:${port}` : ''}${pathAndQuery}`;
}

/**
 * The origin of a portal on the same domain as `url`, another portal's address (a configured one, or the page's):
 * `('admin', 'https://gymowner.example.com:8443/x')` -> `https://admin.example.com:8443`.
 */
export function sameDomainOrigin(portal: Portal, url: string): string {
  const { protocol, host } = new URL(url);
  return onPortalHost(portal, protocol, host, '');
}
