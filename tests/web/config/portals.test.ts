import { describe, expect, it } from 'vitest';
import { HOST_LABELS, PORTAL_NAMES, portalHostUrl } from '@/config/portals';

// The resolver itself is shared with the server: tests/contracts/portals.test.ts.
describe('web portal table', () => {
  it('covers every label of the host table', () => {
    expect(HOST_LABELS.map((h) => h.label).sort()).toEqual(
      ['admin', 'careteam', 'gymowner', 'medical', 'partners', 'patient', 'sale'].sort(),
    );
    expect(HOST_LABELS.filter((h) => h.alternate).map((h) => h.label)).toEqual(['partners']);
  });

  it('names every portal', () => {
    expect(Object.keys(PORTAL_NAMES).sort()).toEqual(['admin', 'care', 'medical', 'partner', 'patient', 'sales']);
  });

  it('builds portal index links', () => {
    expect(portalHostUrl('admin', '3000')).toBe('http://admin.localhost:3000');
    expect(portalHostUrl('patient', '')).toBe('http://patient.localhost');
  });
});
