import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its extra headers and file. */
const MIN_BYTES = 1024;

/** Writes `<path>.br` and `<path>.gz` beside a built file when they are worth it (see precompress). */
export async function writeCompressedCopies(path: string): Promise<void> {
  const original = await readFile(path);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(original, { level: 9 }),
  ]);
  if (br.length < original.length) await writeFile(`${path}.br`, br);
  if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every text file of the build, so that
 * the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing on every request.
 * A copy that is not smaller than the original is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => writeCompressedCopies(join(outDir, name))));
    },
  };
}
