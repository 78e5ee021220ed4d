import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_KEY_ROLES,
  apiKeyReplySchema,
  apiKeysQuerySchema,
  apiKeysReplySchema,
  createApiKeyBodySchema,
  createApiKeyReplySchema,
} from '#contracts/api-keys';
import { idParamsSchema as params } from '#contracts/common';
import { audience, ctxOf } from '#server/platform/http/context';
import * as apiKeys from '#server/modules/api-keys/api-keys.service';

const owners = audience(API_KEY_ROLES, ['api keys']);

/** Partners, doctors, medical providers and administrators: their API keys (an administrator sees every key). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api-keys', {
    ...owners('My API keys (every key for an administrator), newest first: never their secrets', {
      querystring: apiKeysQuerySchema,
      response: { 200: apiKeysReplySchema },
    }),
    handler: async (req) => ({ data: await apiKeys.list(ctxOf(req), req.query) }),
  });
  app.post('/api-keys', {
    ...owners('A new API key with a name and scopes: the reply carries its secret, shown this once', {
      body: createApiKeyBodySchema,
      response: { 201: createApiKeyReplySchema },
    }),
    handler: async (req, reply) => reply.code(201).send({ data: await apiKeys.create(ctxOf(req), req.body), message: 'API key created' }),
  });
  app.delete('/api-keys/:id', {
    ...owners('Revoke one of my API keys (any key, for an administrator): it stops working at once', {
      params,
      response: { 200: apiKeyReplySchema },
    }),
    handler: async (req) => ({ data: await apiKeys.revoke(ctxOf(req), req.params.id), message: 'API key revoked' }),
  });
};
