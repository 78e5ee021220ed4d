import { z } from 'zod';
import { delegateAccessSchema, passwordSchema } from './auth';
import { envelope, roleSchema, changesOf } from './common';
import { ownNameAndPhone, personSchema } from './person';

// The shared account pages of every portal (/account "Your Account" and /my-profile). Every call acts on the person
// signed in: a delegate acting for someone else sees and changes their own account here, never the owner's.

/** GET /account/profile: the signed-in person's own account, with a short-lived link to their photo. */
export const accountProfileSchema = z.object({
  id: z.uuid(),
  ...personSchema.shape,
  role: roleSchema,
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;
export const accountProfileReplySchema = envelope(accountProfileSchema);

/** PUT /account/profile: only the fields sent change. The e-mail signs you in and is changed by an administrator. */
export const updateAccountProfileBodySchema = changesOf(z.object(ownNameAndPhone));
export type UpdateAccountProfileBody = z.infer<typeof updateAccountProfileBodySchema>;

/** POST /account/password: the current password proves who asks; the new one follows the sign-up rule. */
export const changePasswordBodySchema = z
  .object({ currentPassword: z.string().min(1, 'Enter your current password').max(200), newPassword: passwordSchema })
  .refine((b) => b.currentPassword !== b.newPassword, {
    path: ['newPassword'],
    message: 'Choose a new password that differs from the current one',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** How many other sessions the change signed out. */
export const changePasswordReplySchema = envelope(z.object({ otherSessionsEnded: z.number().int() }));

/** One live sign-in of the person: a browser or device holding a refresh token. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this call. */
  current: z.boolean(),
  /** Whose account the session acts for, when it chose a delegate access. */
  actingFor: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsReplySchema = envelope(z.object({ sessions: z.array(accountSessionSchema) }));
export const signOutOthersReplySchema = envelope(z.object({ ended: z.number().int() }));

/** GET /account/delegate-access: the live accesses the person gave (others act for them) and holds (they act for others). */
export const accountDelegateAccessReplySchema = envelope(
  z.object({ given: z.array(delegateAccessSchema), held: z.array(delegateAccessSchema) }),
);

/** GET /storage/avatar-upload-link: a photo is a PNG, JPEG or WebP image. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const avatarUploadLinkQuerySchema = z.object({
  contentType: z.enum(AVATAR_TYPES, { error: 'A photo is a PNG, JPEG or WebP image' }),
  fileName: z.string().trim().min(1).max(200),
});
