import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { phoneForDisplay } from '@contracts/phone-display';

describe('phoneForDisplay (without libphonenumber)', () => {
  it('shows a US number on file as libphonenumber formats it', () => {
    for (const stored of ['+12025550143', '+13105551234', '+19175550000', '+18005550199', '+14155552671']) {
      const national = parsePhoneNumberFromString(stored, 'US')!.formatNational();
      expect(phoneForDisplay(stored)).toBe(national);
    }
    expect(phoneForDisplay('+12025550143')).toBe('(202) 555-0143');
  });

  it('reads the other ways a US number may be written', () => {
    expect(phoneForDisplay('2025550143')).toBe('(202) 555-0143');
    expect(phoneForDisplay('1 (202) 555-0143')).toBe('(202) 555-0143');
    expect(phoneForDisplay('202.555.0143')).toBe('(202) 555-0143');
  });

  it('shows anything else as stored, and nothing as nothing', () => {
    expect(phoneForDisplay('+442071838750')).toBe('+442071838750');
    expect(phoneForDisplay('+11025550143')).toBe('+11025550143');
    expect(phoneForDisplay('555-0143')).toBe('555-0143');
    expect(phoneForDisplay(null)).toBe('');
    expect(phoneForDisplay(undefined)).toBe('');
    expect(phoneForDisplay('')).toBe('');
  });
});
