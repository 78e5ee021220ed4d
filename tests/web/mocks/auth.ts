import type { DelegateAccess, LoginBody, SignUpPatientBody, SignUpSalesPersonBody, User, VerifyOtpBody } from '@contracts/auth';
import { adminUser, delegateAccess, tokens } from '../support/fixtures';
import { mockApi, type Answer } from './http';

// Sign-in, sign-up and session calls. The users and tokens themselves live in support/fixtures.ts.

type OtpSent = { otpRequired: true; email: string };
const otpSent = (email: string): OtpSent => ({ otpRequired: true, email });

/** What verify-otp answers: the tokens, the user and whether a delegate access must be chosen. */
export function verified(overrides: { user?: User; requiresDelegateSelection?: boolean; delegateAccesses?: DelegateAccess[] } = {}) {
  return { ...tokens, user: adminUser, requiresDelegateSelection: false, delegateAccesses: [] as DelegateAccess[], ...overrides };
}

export const mockLogin = (answer: Answer<OtpSent, LoginBody> = otpSent(adminUser.email)) => mockApi('post', '/auth/login', answer);

export const mockVerifyOtp = (answer: Answer<ReturnType<typeof verified>, VerifyOtpBody> = verified()) =>
  mockApi('post', '/auth/verify-otp', answer);

export const mockResendOtp = (answer: Answer<OtpSent, { email: string }> = otpSent(adminUser.email)) =>
  mockApi('post', '/auth/resend-otp', answer, { message: 'A new code has been sent' });

type Selected = { delegateAccessToken: string | null; delegateAccess: DelegateAccess | null };
export const mockSelectDelegateAccess = (
  answer: Answer<Selected, { delegateAccessId: string | null }> = { delegateAccessToken: 'delegate-1', delegateAccess },
) => mockApi('post', '/auth/select-delegate-access', answer);

export const mockSignUpPatient = (answer: Answer<OtpSent, SignUpPatientBody> = otpSent('pat@example.test')) =>
  mockApi('post', '/auth/sign-up/patients', answer, { status: 201 });

export const mockSignUpSalesPerson = (answer: Answer<OtpSent, SignUpSalesPersonBody> = otpSent('pat@example.test')) =>
  mockApi('post', '/auth/sign-up/sales-person', answer, { status: 201 });

type Me = { user: User; delegateAccess: DelegateAccess | null };
export const mockMe = (answer: Answer<Me> = { user: adminUser, delegateAccess: null }) => mockApi('get', '/auth/me', answer);

export const mockLogout = (answer: Answer<null, { refreshToken?: string }> = null) =>
  mockApi('post', '/auth/logout', answer, { message: 'Signed out' });

type Refreshed = { accessToken: string; refreshToken: string; delegateAccessToken?: string | null };
export const mockRefreshToken = (answer: Answer<Refreshed | Record<string, unknown>, { refreshToken: string }>) =>
  mockApi('post', '/auth/refresh-token', answer);
