import useSWRMutation from 'swr/mutation';
import { uploadLinkReplySchema } from '@contracts/storage';
import { apiClient } from '@/lib/api-client';
import { intakeHeaders } from '@/api/intake/intake-headers';

export interface UploadLinkArg {
  contentType: string;
  fileName: string;
  intakeId: string;
  intakeToken: string;
}

/** GET /storage/upload-link: a signed, expiring link to PUT an intake's photo ID to. */
export async function getUploadLink({ contentType, fileName, intakeId, intakeToken }: UploadLinkArg) {
  const reply = await apiClient.get('/storage/upload-link', {
    params: { purpose: 'photo-id', contentType, fileName, intakeId },
    headers: intakeHeaders(intakeToken),
  });
  return uploadLinkReplySchema.parse(reply.data).data;
}

export const useUploadLink = () =>
  useSWRMutation('/storage/upload-link', (_key: string, { arg }: { arg: UploadLinkArg }) => getUploadLink(arg));
