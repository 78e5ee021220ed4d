import { z } from 'zod';
import { envelope } from './common';

export const UPLOAD_PURPOSES = ['photo-id', 'avatar', 'partner-logo', 'attachment'] as const;
export const ALLOWED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** GET /storage/upload-link: signed in, or with the x-intake-token of an anonymous intake (photo ID). */
export const uploadLinkQuerySchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES).default('attachment'),
  contentType: z.enum(ALLOWED_UPLOAD_TYPES),
  fileName: z.string().trim().min(1).max(200),
  intakeId: z.uuid().optional(),
});

/** PUT the file's bytes to `uploadUrl` with the `Content-Type` given; the link expires at `expiresAt`. */
export const uploadLinkSchema = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  contentType: z.string(),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
});
export type UploadLink = z.infer<typeof uploadLinkSchema>;
export const uploadLinkReplySchema = envelope(uploadLinkSchema);

/** GET /storage/public-url?key=: a short-lived link to read a file the caller may read (their own, a partner's logo). */
export const publicUrlQuerySchema = z.object({ key: z.string().trim().min(1).max(500) });
export const publicUrlSchema = z.object({ url: z.string(), expiresAt: z.string(), contentType: z.string() });
export type PublicUrl = z.infer<typeof publicUrlSchema>;
export const publicUrlReplySchema = envelope(publicUrlSchema);
