import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export type SignedUpload = { key: string; uploadUrl: string; expiresAt: Date };

/** Object storage behind one interface: files under DATA_DIR/uploads by default (S3 with @aws-sdk in production). */
export interface StorageAdapter {
  createUpload(input: { prefix: string; fileName: string; contentType: string; maxBytes: number }): Promise<SignedUpload>;
  /** Checks a signed local upload link; the local adapter's own PUT route calls it. */
  verifyUploadSignature(key: string, expires: number, contentType: string, maxBytes: number, signature: string): boolean;
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
}

const LINK_TTL_SECONDS = 15 * 60;

export function localStorageAdapter(rootDir: string, secret: string, apiBase = '/api/v1'): StorageAdapter {
  const root = resolve(rootDir);
  const sign = (key: string, expires: number, contentType: string, maxBytes: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}\n${contentType}\n${maxBytes}`).digest('hex');
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
      const expected = Buffer.from(sign(key, expires, contentType, maxBytes), 'hex');
      const given = Buffer.from(signature, 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    get: (key) => readFile(pathOf(key)),
  };
}
