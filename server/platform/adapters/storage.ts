import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type SignedUpload = { key: string; uploadUrl: string; expiresAt: Date };
export type SignedDownload = { url: string; expiresAt: Date };

/** Object storage behind one interface: files under DATA_DIR/uploads by default (S3 with @aws-sdk in production). */
export interface StorageAdapter {
  createUpload(input: { prefix: string; fileName: string; contentType: string; maxBytes: number }): Promise<SignedUpload>;
  /** Checks a signed local upload link; the local adapter's own PUT route calls it. */
  verifyUploadSignature(key: string, expires: number, contentType: string, maxBytes: number, signature: string): boolean;
  /** A link to GET one stored file, valid for `ttlSeconds` (S3's presigned GET URL in production). */
  createDownload(input: { key: string; contentType: string; ttlSeconds: number }): Promise<SignedDownload>;
  /** Checks a signed local download link; the local adapter's own GET route calls it. */
  verifyDownloadSignature(key: string, expires: number, signature: string): boolean;
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
}

const LINK_TTL_SECONDS = 15 * 60;

export function localStorageAdapter(rootDir: string, secret: string, apiBase = '/api/v1'): StorageAdapter {
  const root = resolve(rootDir);
  const sign = (key: string, expires: number, contentType: string, maxBytes: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${contentType}\n${maxBytes}`).digest('hex');
  // A different message from an upload's, so that an upload link's signature never opens a download.
  const signDownload = (key: string, expires: number) => createHmac('sha256', secret).update(`GET\n${key}\n${expires}`).digest('hex');
  const matches = (expected: string, given: string) => {
    const a = Buffer.from(expected, 'hex');
    const b = Buffer.from(given, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const pathOf = (key: string) => {
    const path = resolve(join(root, key));
    if (!path.startsWith(root + '/')) throw new Error('invalid storage key');
    return path;
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
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    get: (key) => readFile(pathOf(key)),
  };
}
