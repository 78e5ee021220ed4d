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

/** The portal a host name names, or null for a bare host (localhost, an IP) or an unknown label. */
export function portalOfHost(hostname: string): Portal | null {
  const label = hostname.toLowerCase().split('.')[0] ?? '';
  return Object.hasOwn(PORTAL_BY_HOST_LABEL, label) ? PORTAL_BY_HOST_LABEL[label] : null;
}
