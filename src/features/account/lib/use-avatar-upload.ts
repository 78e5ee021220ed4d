import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { AVATAR_TYPES } from '@contracts/account';
import { MAX_UPLOAD_BYTES } from '@contracts/storage';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { accountProfileKey } from '@/api/account/get-account-profile';
import { getAvatarUploadLink } from '@/api/storage/get-avatar-upload-link';
import { UPLOAD_FAILED, uploadFile } from '@/api/storage/upload-file';

export const PHOTO_UPDATED_TEXT = 'Photo updated successfully';
export const PHOTO_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const PHOTO_SIZE_TEXT = `Choose an image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

type PhotoType = (typeof AVATAR_TYPES)[number];
const isPhotoType = (type: string): type is PhotoType => (AVATAR_TYPES as readonly string[]).includes(type);

/**
 * The photo upload: a signed link for the file's type, the file PUT to storage with its progress (a rounded percent),
 * then the profile read again for its new `avatarUrl`. `progress` is null when no upload is running.
 */
export function useAvatarUpload() {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    if (!isPhotoType(file.type)) return setFailure(PHOTO_TYPE_TEXT);
    if (file.size > MAX_UPLOAD_BYTES) return setFailure(PHOTO_SIZE_TEXT);
    setProgress(0);
    try {
      const link = await getAvatarUploadLink({ contentType: file.type, fileName: file.name.slice(-200) });
      await uploadFile({ link, file, onProgress: setProgress });
      await mutate(accountProfileKey);
      toastSuccess(PHOTO_UPDATED_TEXT);
    } catch (error) {
      setFailure(error instanceof Error && error.message === UPLOAD_FAILED ? UPLOAD_FAILED : messageOr(error, UPLOAD_FAILED));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, failure };
}
