import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrlQuerySchema, publicUrlReplySchema } from '#contracts/storage';
import { audience, ctxOf } from '#server/platform/http/context';
import { publicUrl } from '#server/modules/storage/storage.service';

const signedIn = audience('ANY', ['storage']);

/** Everyone signed in: a short-lived link to read a stored file they may read (their own files, a partner's logo). */
export const publicUrlStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/storage/public-url', {
    ...signedIn(
      'A signed GET link to a file I may read, valid for 10 minutes (my own uploads, a partner logo; any file for an administrator)',
      {
        querystring: publicUrlQuerySchema,
        response: { 200: publicUrlReplySchema },
      },
    ),
    handler: async (req) => ({ data: await publicUrl(ctxOf(req), req.query.key) }),
  });
};
