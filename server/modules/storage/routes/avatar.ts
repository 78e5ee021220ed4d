import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarUploadLinkQuerySchema } from '#contracts/account';
import { uploadLinkReplySchema } from '#contracts/storage';
import { audience, ctxOf } from '#server/platform/http/context';
import { createAvatarUploadLink } from '#server/modules/storage/storage.service';

const signedIn = audience('ANY', ['storage']);

/**
 * Everyone signed in: a link to upload their photo. The browser PUTs the image to `uploadUrl` with its Content-Type;
 * once it has arrived their profile shows it (`avatarUrl` of GET /account/profile).
 */
export const avatarStorageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/storage/avatar-upload-link', {
    ...signedIn('A signed, expiring link to PUT my new photo to (PNG, JPEG or WebP)', {
      querystring: avatarUploadLinkQuerySchema,
      response: { 200: uploadLinkReplySchema },
    }),
    handler: async (req) => ({ data: await createAvatarUploadLink(ctxOf(req), req.query) }),
  });
};
