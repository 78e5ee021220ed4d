import { describe, expect, it } from 'vitest';
import { pharmacyName } from '@contracts/prescriptions';

describe('pharmacyName', () => {
  it.each([
    [{ name: 'Digital Rx Pharmacy', provider: 'DIGITAL_RX' as const }, 'Digital Rx Pharmacy'],
    [{ name: 'RX Provider Pharmacy', provider: 'RX_PROVIDER' as const }, 'RX Provider Pharmacy'],
    [{ name: 'Westside Compounding', provider: 'DIGITAL_RX' as const }, 'Westside Compounding (Digital Rx)'],
  ])('names %o as "%s"', (pharmacy, expected) => {
    expect(pharmacyName(pharmacy)).toBe(expected);
  });
});
