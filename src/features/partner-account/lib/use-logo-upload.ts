import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PARTNER_LOGO_TYPES } from '@contracts/partner';
import { MAX_UPLOAD_BYTES } from '@contracts/storage';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { partnerProfileKey } from '@/api/accounts/get-partner-profile';
import { getPartnerLogoUploadLink } from '@/api/storage/get-partner-logo-upload-link';
import { UPLOAD_FAILED, uploadFile } from '@/api/storage/upload-file';

export const LOGO_UPDATED_TEXT = 'Logo updated successfully';
export const LOGO_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const LOGO_SIZE_TEXT = `Choose an image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

type LogoType = (typeof PARTNER_LOGO_TYPES)[number];
const isLogoType = (type: string): type is LogoType => (PARTNER_LOGO_TYPES as readonly string[]).includes(type);

/**
 * The logo upload: a signed link for the file's type, then the file PUT to storage with its progress (a rounded
 * percent), then the profile read again for its new `logoUrl`. `progress` is null when no upload is running.
 */
export function useLogoUpload() {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    if (!isLogoType(file.type)) return setFailure(LOGO_TYPE_TEXT);
    if (file.size > MAX_UPLOAD_BYTES) return setFailure(LOGO_SIZE_TEXT);
    setProgress(0);
    try {
      const link = await getPartnerLogoUploadLink({ contentType: file.type, fileName: file.name.slice(-200) });
      if (file.size > link.maxBytes) return setFailure(LOGO_SIZE_TEXT);
      await uploadFile({ link, file, onProgress: setProgress });
      await mutate(partnerProfileKey);
      toastSuccess(LOGO_UPDATED_TEXT);
    } catch (error) {
      setFailure(error instanceof Error && error.message === UPLOAD_FAILED ? UPLOAD_FAILED : messageOr(error, UPLOAD_FAILED));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, failure };
}
