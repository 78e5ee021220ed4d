import { describe, expect, it } from 'vitest';
import { ROLES } from '@contracts/common';
import { HOST_LABELS, ROLE_PORTALS, portalHostUrl, resolvePortal } from '@/config/portals';

describe('resolvePortal', () => {
  it.each([
    ['sale.localhost', 'sales', false],
    ['admin.localhost', 'admin', false],
    ['gymowner.localhost', 'partner', false],
    ['partners.localhost', 'partner', true],
    ['careteam.localhost', 'care', false],
    ['medical.localhost', 'medical', false],
    ['patient.localhost', 'patient', false],
    ['admin.example.com', 'admin', false],
    ['SALE.Example.COM', 'sales', false],
  ])('%s -> %s portal (alternate: %s)', (hostname, portal, alternate) => {
    expect(resolvePortal(hostname, null)).toEqual({ kind: 'portal', portal, alternate });
  });

  it('covers every label of the host table', () => {
    expect(HOST_LABELS.map((h) => h.label).sort()).toEqual(
      ['admin', 'careteam', 'gymowner', 'medical', 'partners', 'patient', 'sale'].sort(),
    );
  });

  it.each(['localhost', '127.0.0.1', '10.0.0.7', '[::1]', '::1'])('%s -> portal index', (hostname) => {
    expect(resolvePortal(hostname)).toEqual({ kind: 'index' });
  });

  it.each(['unknown.localhost', 'www.admin.example.com', 'example.com', 'gym-owner.localhost', 'constructor.localhost'])(
    '%s -> not found',
    (hostname) => {
      expect(resolvePortal(hostname, null)).toEqual({ kind: 'not-found' });
    },
  );

  it.each(['admin.localhost', 'partners.localhost', 'sale.localhost', 'unknown.localhost', 'localhost'])(
    'a signed-in PATIENT on %s always gets the patient portal',
    (hostname) => {
      expect(resolvePortal(hostname, 'PATIENT')).toEqual({ kind: 'portal', portal: 'patient', alternate: false });
    },
  );

  it('other roles do not move the portal away from the host', () => {
    expect(resolvePortal('admin.localhost', 'DOCTOR')).toEqual({ kind: 'portal', portal: 'admin', alternate: false });
  });

  it('maps every role to its home portal', () => {
    expect(Object.keys(ROLE_PORTALS).sort()).toEqual([...ROLES].sort());
    expect(ROLE_PORTALS).toMatchObject({
      SUPER_ADMIN: 'admin',
      GYM_OWNER: 'partner',
      SALES_PERSON: 'sales',
      DOCTOR: 'medical',
      MEDICAL_PROVIDER: 'medical',
      NURSER: 'care',
      CLIENT_SPECIALIST: 'care',
      CUSTOMER_SUPPORT: 'care',
      PATIENT: 'patient',
    });
  });

  it('builds portal index links', () => {
    expect(portalHostUrl('admin', '3000')).toBe('http://admin.localhost:3000');
    expect(portalHostUrl('patient', '')).toBe('http://patient.localhost');
  });
});
