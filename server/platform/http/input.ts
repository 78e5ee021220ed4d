import type { FastifyInstance } from 'fastify';
import { badRequest } from '#server/platform/errors';

const MESSAGE = 'Text may not contain NUL characters';

/** The path of the first string holding a NUL character, if any (files arrive as buffers and are not searched). */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [path, key].filter(Boolean).join('.');
    const found = nulAt(inner, [path, key].filter(Boolean).join('.'), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A NUL character is never text: PostgreSQL refuses it in text columns, which would turn a typo into a 500 (or half a
 * change). Refused for every route before validation, with the field named.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      const path = nulAt(value, '');
      if (path !== undefined) throw badRequest(MESSAGE, [{ path: [part, path].filter(Boolean).join('.'), message: MESSAGE }]);
    }
  });
}
