import { z } from 'zod';
import { envelope, roleSchema } from './common';
import { addressSchema, personSchema } from './person';

export const PASSWORD_MIN_LENGTH = 10;
export const OTP_LENGTH = 6;

const email = z.email('Enter a valid email address').trim().toLowerCase().max(254);
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password is too long');
/** A new password: the rule sign-up applies, and a password change too. */
export const passwordSchema = password;
const name = z.string().trim().min(1, 'Required').max(100);
const phoneNumber = z.string().trim().min(7, 'Enter a phone number').max(30);

export const userSchema = z.object({
  id: z.uuid(),
  ...personSchema.shape,
  role: roleSchema,
  createdAt: z.string(),
  desireIncome: z.number().int().nullable(),
  /** A patient user's address; null for other roles. */
  patient: addressSchema.nullable().optional(),
  /** In sign-in and /auth/me replies: this session is the account's first (the dashboard says "Welcome", not "back"). */
  firstSignIn: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

export const personSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
});

export const delegateAccessStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);
export const delegateAccessSchema = z.object({
  id: z.uuid(),
  status: delegateAccessStatusSchema,
  owner: personSummarySchema,
  delegate: personSummarySchema,
  createdAt: z.string(),
});
export type DelegateAccess = z.infer<typeof delegateAccessSchema>;

export const loginBodySchema = z.object({ email, password: z.string().min(1, 'Required').max(200) });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const otpSentReplySchema = envelope(z.object({ otpRequired: z.literal(true), email: z.string() }));

export const signUpSalesPersonBodySchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  phoneNumber,
  desireIncome: z.number().int().min(0).max(100_000_000).optional(),
});
export type SignUpSalesPersonBody = z.infer<typeof signUpSalesPersonBodySchema>;

export const signUpPatientBodySchema = z.object({ firstName: name, lastName: name, email, password, phoneNumber });
export type SignUpPatientBody = z.infer<typeof signUpPatientBodySchema>;

export const verifyOtpBodySchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const sessionTokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Present when the session acts for another user through a selected delegate access. */
  delegateAccessToken: z.string().nullable().optional(),
});

export const verifyOtpReplySchema = envelope(
  sessionTokensSchema.extend({
    user: userSchema,
    requiresDelegateSelection: z.boolean(),
    delegateAccesses: z.array(delegateAccessSchema),
  }),
);
export type VerifyOtpReply = z.infer<typeof verifyOtpReplySchema>;

export const resendOtpBodySchema = z.object({ email });

/** `delegateAccessId: null` clears the choice: the user acts as themself. */
export const selectDelegateAccessBodySchema = z.object({ delegateAccessId: z.uuid().nullable() });
export const selectDelegateAccessReplySchema = envelope(
  z.object({ delegateAccessToken: z.string().nullable(), delegateAccess: delegateAccessSchema.nullable() }),
);

export const refreshTokenBodySchema = z.object({ refreshToken: z.string().min(20).max(200) });
export const refreshTokenReplySchema = envelope(sessionTokensSchema);
export type RefreshTokenReply = z.infer<typeof refreshTokenReplySchema>;

/** An administrator working as this user ("act as"): who they are, and when the acting session ends. */
export const actingAsSchema = z.object({ actorName: z.string(), actorEmail: z.string(), expiresAt: z.string() });
export type ActingAs = z.infer<typeof actingAsSchema>;

export const meReplySchema = envelope(
  z.object({
    user: userSchema,
    /** The selected delegate access when the request carries a delegate token. */
    delegateAccess: delegateAccessSchema.nullable(),
    /** Present when an administrator acts as `user` (an acting session's token). */
    actingAs: actingAsSchema.nullable().optional(),
  }),
);
export type MeReply = z.infer<typeof meReplySchema>;

export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() }).nullish();

/** The one-time code of an "act as" hand-over, taken by the target portal's host for the acting session. */
export const actAsExchangeBodySchema = z.object({ code: z.string().trim().min(20).max(200) });
export const actAsExchangeReplySchema = envelope(sessionTokensSchema.extend({ user: userSchema, actingAs: actingAsSchema }));
export type ActAsExchangeReply = z.infer<typeof actAsExchangeReplySchema>;
