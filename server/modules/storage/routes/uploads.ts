import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, uploadLinkQuerySchema, uploadLinkReplySchema } from '#contracts/storage';
import { audience, bearerSecurity, ctxOf, intakeTokenOf } from '#server/platform/http/context';
import { createUploadLink, receiveUpload, serveDownload } from '#server/modules/storage/storage.service';

const anyone = audience(null, ['storage']);

/** Signed-in users, or an intake by its token; the upload target itself is open to whoever holds a signed link. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/storage/upload-link', {
    // Not guarded: a signed-in user or an intake's token; the service asks for whichever it needs.
    ...anyone('A signed, expiring link to PUT one file to (signed in, or with an intake token for intake uploads)', {
      security: bearerSecurity,
      querystring: uploadLinkQuerySchema,
      headers: z.object({ 'x-intake-token': z.string().max(200).optional() }),
      response: { 200: uploadLinkReplySchema },
    }),
    handler: async (req) => ({ data: await createUploadLink(ctxOf(req), req.query, intakeTokenOf(req)) }),
  });

  // The upload target of every storage adapter: the file is checked here before it is stored (on disk or in S3).
  await app.register(async (objects) => {
    for (const type of ALLOWED_UPLOAD_TYPES)
      objects.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) => done(null, body));
    objects.put('/storage/objects/*', {
      ...anyone('Receive a file for a signed upload link', {
        querystring: z.object({ expires: z.coerce.number(), maxBytes: z.coerce.number(), contentType: z.string(), signature: z.string() }),
      }),
      handler: async (req, reply) => {
        const upload = { key: (req.params as { '*': string })['*'], contentType: req.headers['content-type'], body: req.body };
        await receiveUpload(ctxOf(req), upload, req.query as Parameters<typeof receiveUpload>[2]);
        return reply.code(200).send({ data: null, message: 'Uploaded' });
      },
    });
    // A short-lived link that an authorised, audited call handed out; S3 with presigned downloads redirects to the bucket.
    objects.get('/storage/objects/*', {
      ...anyone('Read a stored file through a signed, short-lived link', {
        querystring: z.object({ expires: z.coerce.number(), signature: z.string().max(200) }),
      }),
      handler: async (req, reply) => {
        const file = await serveDownload(
          ctxOf(req),
          (req.params as { '*': string })['*'],
          req.query as { expires: number; signature: string },
        );
        if (file.redirect) return reply.header('cache-control', 'private, no-store').redirect(file.redirect, 302);
        return reply
          .code(200)
          .header('content-type', file.contentType)
          .header('content-disposition', 'inline')
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    });
  });
};
