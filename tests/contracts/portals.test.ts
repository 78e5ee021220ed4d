import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@contracts/common';
import {
  applyRole,
  normalizeHostname,
  onPatientHost,
  onPortalHost,
  PORTAL_BY_ROLE,
  resolvePortal,
  sameDomainOrigin,
  type Portal,
  type PortalResolution,
} from '@contracts/portals';

const portal = (name: string, alternate = false) => ({ kind: 'portal', portal: name, alternate });
const INDEX = { kind: 'index' };
const NOT_FOUND = { kind: 'not-found' };

// One table for the web app and the server (server/modules/auth/auth.service.ts): host, role -> resolution.
const CASES: [hostname: string, role: Role | null, expected: unknown][] = [
  // Each host label of ARCHITECTURE.md's table.
  ['sale.localhost', null, portal('sales')],
  ['admin.localhost', null, portal('admin')],
  ['gymowner.localhost', null, portal('partner')],
  ['partners.localhost', null, portal('partner', true)],
  ['careteam.localhost', null, portal('care')],
  ['medical.localhost', null, portal('medical')],
  ['patient.localhost', null, portal('patient')],
  // Real domains: only the first label counts.
  ['admin.example.com', null, portal('admin')],
  ['partners.example.com', null, portal('partner', true)],
  // Normalisation: case, the trailing dot of a fully qualified name, white space, a port.
  ['ADMIN.Localhost.', null, portal('admin')],
  ['SALE.Example.COM', null, portal('sales')],
  ['admin.example.com.', null, portal('admin')],
  ['  medical.localhost \n', null, portal('medical')],
  ['admin.localhost:3000', null, portal('admin')],
  // Bare hosts: the portal index.
  ['localhost', null, INDEX],
  ['LOCALHOST.', null, INDEX],
  ['localhost:3000', null, INDEX],
  ['127.0.0.1', null, INDEX],
  ['10.0.0.7', null, INDEX],
  ['127.0.0.1:3000', null, INDEX],
  ['[::1]', null, INDEX],
  ['[::1]:3000', null, INDEX],
  ['::1', null, INDEX],
  // Anything else: not found (never a property of Object.prototype).
  ['unknown.localhost', null, NOT_FOUND],
  ['www.admin.example.com', null, NOT_FOUND],
  ['example.com', null, NOT_FOUND],
  ['gym-owner.localhost', null, NOT_FOUND],
  ['constructor.localhost', null, NOT_FOUND],
  ['', null, NOT_FOUND],
  // A signed-in PATIENT gets the patient portal on any host.
  ['admin.localhost', 'PATIENT', portal('patient')],
  ['partners.localhost', 'PATIENT', portal('patient')],
  ['sale.localhost', 'PATIENT', portal('patient')],
  ['unknown.localhost', 'PATIENT', portal('patient')],
  ['localhost', 'PATIENT', portal('patient')],
  ['127.0.0.1', 'PATIENT', portal('patient')],
  // Other roles never move the portal away from the host (the server checks the role against it).
  ['admin.localhost', 'DOCTOR', portal('admin')],
  ['partners.localhost', 'GYM_OWNER', portal('partner', true)],
  ['localhost', 'SUPER_ADMIN', INDEX],
  ['unknown.localhost', 'DOCTOR', NOT_FOUND],
];

describe('resolvePortal', () => {
  it.each(CASES)('%j as %s -> %j', (hostname, role, expected) => {
    expect(resolvePortal(hostname, role)).toEqual(expected);
  });

  it('without a role resolves the host alone', () => {
    expect(resolvePortal('partners.localhost')).toEqual(portal('partner', true));
  });
});

describe('applyRole', () => {
  it('moves only a PATIENT, and only to the patient portal', () => {
    const hosts: PortalResolution[] = [resolvePortal('admin.localhost'), resolvePortal('localhost'), resolvePortal('nope.localhost')];
    for (const host of hosts) {
      expect(applyRole(host, 'PATIENT')).toEqual(portal('patient'));
      expect(applyRole(host, 'DOCTOR')).toBe(host);
      expect(applyRole(host, null)).toBe(host);
    }
  });
});

describe('normalizeHostname', () => {
  it.each([
    [' Admin.Localhost. ', 'admin.localhost'],
    ['admin.localhost:3000', 'admin.localhost'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['::1', '::1'],
  ])('%j -> %j', (hostname, expected) => {
    expect(normalizeHostname(hostname)).toBe(expected);
  });
});

describe('PORTAL_BY_ROLE', () => {
  it('maps every role to a home portal', () => {
    expect(Object.keys(PORTAL_BY_ROLE).sort()).toEqual([...ROLES].sort());
  });

  it.each<[Portal, Role[]]>([
    ['admin', ['SUPER_ADMIN']],
    ['partner', ['GYM_OWNER']],
    ['sales', ['SALES_PERSON']],
    ['medical', ['DOCTOR', 'MEDICAL_PROVIDER']],
    ['care', ['NURSER', 'CLIENT_SPECIALIST', 'CUSTOMER_SUPPORT']],
    ['patient', ['PATIENT']],
  ])('the %s portal is home to %j', (portal, roles) => {
    expect(ROLES.filter((role) => PORTAL_BY_ROLE[role] === portal)).toEqual(roles);
  });
});

describe('onPatientHost', () => {
  it('puts the patient label first, keeping the rest of the host, the port, the path and the query', () => {
    expect(onPatientHost('http', 'gymowner.localhost:3000', '/start?partner=1')).toBe('http://patient.localhost:3000/start?partner=1');
    expect(onPatientHost('https', 'partners.clinic.example', '/single-link')).toBe('https://patient.clinic.example/single-link');
  });
});

describe('onPortalHost', () => {
  it("replaces the first label with the portal's, or gives a bare host the label, keeping the port and the path", () => {
    expect(onPortalHost('medical', 'http:', 'admin.localhost:3000', '/act-as?code=x')).toBe('http://medical.localhost:3000/act-as?code=x');
    expect(onPortalHost('admin', 'https', 'localhost:5173', '/')).toBe('https://admin.localhost:5173/');
  });
});

describe('sameDomainOrigin', () => {
  it("is the portal's origin on the domain and port of another portal's address", () => {
    expect(sameDomainOrigin('admin', 'http://gymowner.localhost:3000')).toBe('http://admin.localhost:3000');
    expect(sameDomainOrigin('care', 'https://gymowner.clinic.example/')).toBe('https://careteam.clinic.example');
    expect(sameDomainOrigin('sales', 'https://gymowner.clinic.example:443/sign-in?x=1')).toBe('https://sale.clinic.example');
    expect(sameDomainOrigin('patient', 'http://partners.localhost:5173/patients')).toBe('http://patient.localhost:5173');
  });
});
