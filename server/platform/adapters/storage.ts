import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type SignedUpload = { key: string; uploadUrl: string; expiresAt: Date };
export type SignedDownload = { url: string; expiresAt: Date };

/**
 * Object storage behind one interface: files under DATA_DIR/uploads by default, an S3 bucket with S3_BUCKET
 * (storage-s3.ts). Either way the links it hands out are the API's own (`/storage/objects/...`, signed and short-lived):
 * an upload is checked (type, size, bytes, one file per link) and every read audited before a byte moves.
 */
export interface StorageAdapter {
  createUpload(input: { prefix: string; fileName: string; contentType: string; maxBytes: number }): Promise<SignedUpload>;
  /** Checks a signed upload link; the API's PUT route calls it. */
  verifyUploadSignature(key: string, expires: number, contentType: string, maxBytes: number, signature: string): boolean;
  /** A link to GET one stored file, valid for `ttlSeconds`. */
  createDownload(input: { key: string; contentType: string; ttlSeconds: number }): Promise<SignedDownload>;
  /** Checks a signed download link; the API's GET route calls it. */
  verifyDownloadSignature(key: string, expires: number, signature: string): boolean;
  /**
   * Where the API's GET route sends the browser once it has checked and audited a download, instead of serving the
   * bytes itself: S3's presigned GET URL when S3_PRESIGNED_DOWNLOADS is on; undefined (serve them) otherwise.
   */
  redirectFor?(input: { key: string; contentType: string }): Promise<string | undefined>;
  /** Stores a file whose type and size the caller checked (S3: encrypted at rest with AES256). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
}

const LINK_TTL_SECONDS = 15 * 60;

/** A storage key as createUpload makes them: `<prefix>/<uuid>.<ext>`, never `..` nor a leading slash. */
export function checkedKey(key: string): string {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new Error('invalid storage key');
  return key;
}

/** The API's own signed upload and download links (HMAC with `secret`), shared by every adapter. */
export function apiLinks(
  secret: string,
  apiBase = '/api/v1',
): Pick<StorageAdapter, 'createUpload' | 'verifyUploadSignature' | 'createDownload' | 'verifyDownloadSignature'> {
  const sign = (key: string, expires: number, contentType: string, maxBytes: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${contentType}\n${maxBytes}`).digest('hex');
  // A different message from an upload's, so that an upload link's signature never opens a download.
  const signDownload = (key: string, expires: number) => createHmac('sha256', secret).update(`GET\n${key}\n${expires}`).digest('hex');
  const matches = (expected: string, given: string) => {
    const a = Buffer.from(expected, 'hex');
    const b = Buffer.from(given, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    async createUpload({ prefix, fileName, contentType, maxBytes }) {
      const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
      const key = `${prefix}/${randomUUID()}.${extension}`;
      const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
      const query = new URLSearchParams({
        expires: String(expires),
        maxBytes: String(maxBytes),
        contentType,
        signature: sign(key, expires, contentType, maxBytes),
      });
      return { key, uploadUrl: `${apiBase}/storage/objects/${key}?${query}`, expiresAt: new Date(expires * 1000) };
    },
    verifyUploadSignature(key, expires, contentType, maxBytes, signature) {
      if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
      return matches(sign(key, expires, contentType, maxBytes), signature);
    },
    async createDownload({ key, ttlSeconds }) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: signDownload(key, expires) });
      return { url: `${apiBase}/storage/objects/${key}?${query}`, expiresAt: new Date(expires * 1000) };
    },
    verifyDownloadSignature(key, expires, signature) {
      if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
      return matches(signDownload(key, expires), signature);
    },
  };
}

/** Files under `rootDir` (DATA_DIR/uploads): one instance, or several sharing one volume. */
export function localStorageAdapter(rootDir: string, secret: string, apiBase = '/api/v1'): StorageAdapter {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!path.startsWith(root + '/')) throw new Error('invalid storage key');
    return path;
  };
  return {
    ...apiLinks(secret, apiBase),
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    get: (key) => readFile(pathOf(key)),
  };
}
