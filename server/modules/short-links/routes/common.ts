import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createShortLinkBodySchema, shortLinkReplySchema } from '#contracts/short-links';
import { audience, ctxOf } from '#server/platform/http/context';
import * as shortLinks from '#server/modules/short-links/short-links.service';

const signedIn = audience('ANY', ['short links']);

/** Anyone signed in: a short link for a partner's intake link. */
export const shortLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/common/short-links', {
    ...signedIn('The short link of an intake link of ours with ?partner=<id> (the same link gives the same code)', {
      body: createShortLinkBodySchema,
      response: { 200: shortLinkReplySchema, 201: shortLinkReplySchema },
    }),
    handler: async (req, reply) => {
      const { link, created } = await shortLinks.create(ctxOf(req), req.body.url, req.host);
      return reply.code(created ? 201 : 200).send({ data: link, message: created ? 'Short link created' : 'Short link found' });
    },
  });
};

/** Public, on every host and outside /api/v1 (not in the OpenAPI document): GET /s/{code} answers 302 to its intake page. */
export const shortLinkRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/s/:code', {
    schema: { hide: true, params: z.object({ code: z.string().max(64) }) },
    handler: async (req, reply) => {
      const target = await shortLinks.resolve(ctxOf(req), req.params.code);
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  });
};
