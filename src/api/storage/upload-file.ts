import axios from 'axios';
import useSWRMutation from 'swr/mutation';
import type { UploadLink } from '@contracts/storage';

export const UPLOAD_FAILED = 'Failed to upload file to S3';

export interface UploadFileArg {
  link: Pick<UploadLink, 'uploadUrl' | 'contentType'>;
  file: Blob;
  onProgress?: (percent: number) => void;
}

export const toPercent = (loaded: number, total: number | undefined) =>
  total ? Math.min(100, Math.max(0, Math.round((loaded * 100) / total))) : 0;

/**
 * PUTs the bytes to the signed storage URL with plain axios: the URL is the storage's own, which must not receive
 * our API headers. Storage answers 200 on success; anything else is a failed upload (SPEC §5).
 */
export async function uploadFile({ link, file, onProgress }: UploadFileArg): Promise<void> {
  const reply = await axios
    .put(link.uploadUrl, file, {
      headers: { 'Content-Type': link.contentType },
      validateStatus: () => true,
      onUploadProgress: (event) => onProgress?.(toPercent(event.loaded, event.total ?? file.size)),
    })
    .catch(() => null);
  if (reply?.status !== 200) throw new Error(UPLOAD_FAILED);
}

export const useUploadFile = () => useSWRMutation('storage-upload', (_key: string, { arg }: { arg: UploadFileArg }) => uploadFile(arg));
