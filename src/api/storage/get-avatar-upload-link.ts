import type { z } from 'zod';
import type { avatarUploadLinkQuerySchema } from '@contracts/account';
import { uploadLinkReplySchema } from '@contracts/storage';
import { apiClient } from '@/lib/api-client';

export type AvatarLinkArg = z.infer<typeof avatarUploadLinkQuerySchema>;

/**
 * GET /storage/avatar-upload-link: a signed link for the person's new photo. The page then PUTs the image there with
 * `uploadFile` (progress as a rounded percent) and reads the profile again for the new `avatarUrl`.
 */
export async function getAvatarUploadLink(query: AvatarLinkArg) {
  const reply = await apiClient.get('/storage/avatar-upload-link', { params: query });
  return uploadLinkReplySchema.parse(reply.data).data;
}
