import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

/**
 * For a file whose calls read a reply as a blob (responseType 'blob'): msw builds that blob with the global Blob, and
 * jsdom's has no stream(), which the Response it then makes needs. Node's Blob stands in while the file runs.
 */
export function withNodeBlob() {
  const jsdomBlob = globalThis.Blob;
  beforeAll(() => {
    globalThis.Blob = NodeBlob as unknown as typeof Blob;
  });
  afterAll(() => {
    globalThis.Blob = jsdomBlob;
  });
}
