import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { partnerLogoUploadLinkQuerySchema } from '@contracts/partner-profile';
import { uploadLinkReplySchema } from '@contracts/storage';
import { apiClient } from '@/lib/api-client';

export type PartnerLogoLinkArg = z.infer<typeof partnerLogoUploadLinkQuerySchema>;

/**
 * GET /storage/partner-logo-upload-link: a signed link for the partner's new logo. The page then PUTs the image
 * there with `uploadFile` (progress as a rounded percent, 'Failed to upload file to S3' unless storage answers 200)
 * and reads the profile again for the new `logoUrl`.
 */
export async function getPartnerLogoUploadLink(query: PartnerLogoLinkArg) {
  const reply = await apiClient.get('/storage/partner-logo-upload-link', { params: query });
  return uploadLinkReplySchema.parse(reply.data).data;
}

export const usePartnerLogoUploadLink = () =>
  useSWRMutation('/storage/partner-logo-upload-link', (_key: string, { arg }: { arg: PartnerLogoLinkArg }) =>
    getPartnerLogoUploadLink(arg),
  );
