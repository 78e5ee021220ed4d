import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, INTAKE_TITLE, titleFor } from '@/app/titles';
import { PRODUCT_NAME } from '@/config/brand';

describe('page titles', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/sign-in', 'Sign in'],
    ['/sign-up', 'Sign up'],
    ['/onboarding', 'On boarding'],
    ['/onboarding/gender', 'On boarding'],
    ['/onboarding/bmi', 'On boarding'],
    ['/onboarding/kidney', 'On boarding'],
    ['/onboarding/history-cancer', 'On boarding'],
    ['/onboarding/diabetes', 'On boarding'],
    ['/onboarding/medical-history', 'On boarding'],
    ['/onboarding/symptoms-conditions', 'On boarding'],
    ['/onboarding/pregnant-breastfeeding', 'On boarding'],
    ['/onboarding/allergic-reaction', 'On boarding'],
    ['/onboarding/payment', 'On boarding'],
    ['/payout-detail', 'Payout details'],
    ['/training', 'Training'],
    ['/invoices', 'Invoices'],
    ['/partners', 'Partners'],
    ['/partners/123', 'Partner detail'],
    ['/health-pros', 'Health Pros'],
    ['/products', 'Products'],
    ['/products/abc', 'Product detail'],
    ['/partner-leaderboard', 'Partner Leaderboard'],
    ['/partners-at-risk', 'Partners At Risk'],
    ['/patients', 'Patients'],
    ['/doctors', 'Doctors'],
    ['/messages', 'Messages'],
    ['/treatment', 'My treatment'],
    ['/tasks', 'Tasks'],
    ['/sessions', 'Sessions'],
    ['/resources', 'Resources'],
    ['/prescription-queue', 'Prescription Queue'],
    ['/past-prescriptions', 'Past Prescriptions'],
    ['/new-prescription', 'New Prescription'],
    ['/manual-prescription', 'Manual Prescription'],
    ['/account', 'Your Account'],
    ['/audit-logs', 'HIPAA Audit Logs'],
    ['/patient-intake-pdf/42', 'Patient Intake Form'],
  ])('%s -> %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  it.each(['/start', '/start2', '/start3', '/single-link', '/renewal'])('%s shares the intake title', (path) => {
    expect(titleFor(path)).toBe(INTAKE_TITLE);
  });

  it('ignores a trailing slash', () => {
    expect(titleFor('/partners/')).toBe('Partners');
  });

  it.each(['/no-such-page', '/partners/1/extra', '/start4'])('%s falls back to the product name', (path) => {
    expect(titleFor(path)).toBe(DEFAULT_TITLE);
    expect(DEFAULT_TITLE).toBe(PRODUCT_NAME);
  });
});
