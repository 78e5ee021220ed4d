import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { MAX_UPLOAD_BYTES, type UploadLink } from '@contracts/storage';
import { messageOr } from '@/lib/api-errors';
import { toastSuccess } from '@/lib/toast';
import { UPLOAD_FAILED, uploadFile } from './upload-file';

export const IMAGE_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const IMAGE_SIZE_TEXT = `Choose an image of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

interface ImageUploadOptions<T extends string> {
  /** The image types the server signs a link for. */
  types: readonly T[];
  /** The signed link for the file (GET /storage/...-upload-link). */
  getLink: (query: { contentType: T; fileName: string }) => Promise<UploadLink>;
  /** The SWR key read again once the image is up, for its new URL. */
  refreshKey: string;
  savedText: string;
}

/**
 * An image upload: a signed link for the file's type, the file PUT to storage with its progress (a rounded percent),
 * then `refreshKey` read again for the new image's URL. `progress` is null when no upload is running.
 */
export function useImageUpload<T extends string>({ types, getLink, refreshKey, savedText }: ImageUploadOptions<T>) {
  const isType = (type: string): type is T => (types as readonly string[]).includes(type);
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    if (!isType(file.type)) return setFailure(IMAGE_TYPE_TEXT);
    if (file.size > MAX_UPLOAD_BYTES) return setFailure(IMAGE_SIZE_TEXT);
    const contentType = file.type;
    setProgress(0);
    try {
      const link = await getLink({ contentType, fileName: file.name.slice(-200) });
      if (file.size > link.maxBytes) return setFailure(IMAGE_SIZE_TEXT);
      await uploadFile({ link, file, onProgress: setProgress });
      await mutate(refreshKey);
      toastSuccess(savedText);
    } catch (error) {
      setFailure(error instanceof Error && error.message === UPLOAD_FAILED ? UPLOAD_FAILED : messageOr(error, UPLOAD_FAILED));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, failure };
}
