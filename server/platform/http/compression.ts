import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses API replies above about 1 kB (a list page, an order) with brotli or gzip, as the client's
 * `Accept-Encoding` asks. Brotli at quality 4: replies are made per request, so speed matters more than the last few
 * percent (built assets are compressed at the best quality once, at build time: see scripts/vite-precompress.ts).
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
