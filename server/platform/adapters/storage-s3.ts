import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { apiLinks, checkedKey, type StorageAdapter } from './storage';

/** How long a presigned GET URL lasts: the browser follows it at once, after the API checked and audited the read. */
export const PRESIGNED_GET_SECONDS = 60;

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, R2, ...): addressed path-style, `{endpoint}/{bucket}/{key}`. */
  endpoint?: string;
  /** Send the browser to a presigned GET URL instead of serving the bytes through the API. */
  presignedDownloads?: boolean;
  /** Tests only: fixed credentials. Otherwise the SDK's default chain (AWS_ACCESS_KEY_ID..., an instance role). */
  credentials?: S3ClientConfig['credentials'];
  /** The secret that signs the API's own upload and download links (JWT_SECRET). */
  secret: string;
  apiBase?: string;
};

/**
 * Files in an S3 bucket, for several instances (each reaches the same bucket). The links are the API's, as with the
 * local adapter: the browser PUTs to the API, which checks the file (type, size, bytes, one file per link) and stores
 * it with server-side encryption (AES256) and its content type; reads go through the API's signed link, audited, and
 * are served from the bucket (or, with `presignedDownloads`, redirected to a presigned GET valid for a minute).
 */
export function s3StorageAdapter(options: S3StorageOptions): StorageAdapter {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible stores do not all take the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  return {
    ...apiLinks(options.secret, options.apiBase),
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          ServerSideEncryption: 'AES256',
        }),
      );
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
      if (!object.Body) throw new Error('the stored file has no body');
      return Buffer.from(await object.Body.transformToByteArray());
    },
    redirectFor: options.presignedDownloads
      ? ({ key, contentType }) =>
          getSignedUrl(
            client,
            new GetObjectCommand({
              Bucket,
              Key: checkedKey(key),
              ResponseContentType: contentType,
              ResponseContentDisposition: 'inline',
              ResponseCacheControl: 'private, no-store',
            }),
            { expiresIn: PRESIGNED_GET_SECONDS },
          )
      : undefined,
  };
}
