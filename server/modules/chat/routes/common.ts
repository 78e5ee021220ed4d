import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '#contracts/chat';
import { createConversationBodySchema } from '#contracts/chat-create';
import { audience, ctxOf } from '#server/platform/http/context';
import * as chat from '#server/modules/chat/chat.service';

const signedIn = audience('ANY', ['chat']);
const params = api.conversationParamsSchema;

/**
 * Chat, for every signed-in person (who may talk to whom: chat.policy.ts). Writes go over HTTP; the socket
 * (routes/socket.ts) only delivers what happened.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/chat/custom-token', {
    ...signedIn('A short-lived (5 minutes) token that opens the chat socket, and where the socket is', {
      response: { 200: api.customTokenReplySchema },
    }),
    handler: async (req) => ({ data: await chat.customToken(ctxOf(req)) }),
  });
  app.get('/chat/unread', {
    ...signedIn('How many messages I have not read, across my conversations (the navigation badge)', {
      response: { 200: api.unreadTotalReplySchema },
    }),
    handler: async (req) => ({ data: await chat.unreadTotal(ctxOf(req)) }),
  });
  app.get('/chat/conversations', {
    ...signedIn('My conversations, most recent first, with unread counts (cursor: before = a reply’s nextBefore)', {
      querystring: api.conversationListQuerySchema,
      response: { 200: api.conversationListReplySchema },
    }),
    handler: async (req) => ({ data: await chat.listConversations(ctxOf(req), req.query) }),
  });
  app.post('/chat/conversations', {
    ...signedIn('Start a conversation with the people with these phones (200 with the existing one for the same people)', {
      body: createConversationBodySchema,
      response: { 200: api.conversationReplySchema, 201: api.conversationReplySchema },
    }),
    handler: async (req, reply) => {
      const { conversation, created } = await chat.createByPhones(ctxOf(req), req.body.phones);
      return reply.code(created ? 201 : 200).send({ data: conversation, message: created ? 'Conversation created' : undefined });
    },
  });
  app.get('/chat/conversations/:conversationId/messages', {
    ...signedIn('Messages of one of my conversations, newest first (cursor: before = a reply’s nextBefore)', {
      params,
      querystring: api.messageListQuerySchema,
      response: { 200: api.messageListReplySchema },
    }),
    handler: async (req) => ({ data: await chat.listMessages(ctxOf(req), req.params.conversationId, req.query) }),
  });
  app.post('/chat/conversations/:conversationId/messages', {
    ...signedIn('Send a message to one of my conversations (type defaults to text)', {
      params,
      body: api.sendMessageBodySchema,
      response: { 201: api.chatMessageReplySchema },
    }),
    handler: async (req, reply) => reply.code(201).send({ data: await chat.send(ctxOf(req), req.params.conversationId, req.body) }),
  });
  app.post('/chat/conversations/:conversationId/read', {
    ...signedIn('Mark messages of one of my conversations read (and every earlier one)', {
      params,
      body: api.markReadBodySchema,
      response: { 200: api.markReadReplySchema },
    }),
    handler: async (req) => ({ data: await chat.markRead(ctxOf(req), req.params.conversationId, req.body.messageIds) }),
  });
  app.get('/chat/users/search', {
    ...signedIn('People I may message, by name, email or phone (at most 20)', {
      querystring: api.userSearchQuerySchema,
      response: { 200: api.userSearchReplySchema },
    }),
    handler: async (req) => ({ data: await chat.searchUsers(ctxOf(req), req.query.q) }),
  });
};
