import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerLogoUploadLinkQuerySchema } from '#contracts/partner-profile';
import { uploadLinkReplySchema } from '#contracts/storage';
import { audience, ctxOf } from '#server/platform/http/context';
import { createPartnerLogoUploadLink } from '#server/modules/storage/storage.service';

const partner = audience(['GYM_OWNER'], ['storage']);

/**
 * Partners: a link to upload their logo. The browser PUTs the image to `uploadUrl` with its Content-Type; once it
 * has arrived the partner's profile shows it (`logoUrl`).
 */
export const partnerStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/storage/partner-logo-upload-link', {
    ...partner('A signed, expiring link to PUT my new logo to (PNG, JPEG or WebP)', {
      querystring: partnerLogoUploadLinkQuerySchema,
      response: { 200: uploadLinkReplySchema },
    }),
    handler: async (req) => ({ data: await createPartnerLogoUploadLink(ctxOf(req), req.query) }),
  });
};
