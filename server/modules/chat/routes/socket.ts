import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { publicRoute, systemContext } from '#server/platform/http/context';
import { createChatHub } from '#server/modules/chat/chat.realtime';
import { verifyChatToken } from '#server/modules/chat/chat.service';

/** Close code for a missing, bad or expired custom token (the browser sees it in the close event). */
export const BAD_TOKEN_CLOSE_CODE = 4401;

/**
 * The chat socket, CHAT_SOCKET_PATH (contracts/chat.ts): opened with `?token=` (GET /chat/custom-token), it receives
 * the ChatEvents of the user's conversations as JSON text frames. Not in the OpenAPI document (it is no HTTP call).
 */
export const chatSocketRoutes: FastifyPluginAsync = async (app) => {
  const hub = createChatHub({ db: app.db, log: app.log, context: () => systemContext(app, 'chat fan-out') });
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.close());
  // The token is checked before the upgrade, so that the socket joins the hub in the same tick as it opens: a client
  // that writes over HTTP as soon as its socket is open gets the events of that write.
  const userOf = new WeakMap<FastifyRequest, string | null>();
  const checkToken = async (req: FastifyRequest) => {
    const { token } = req.query as { token?: unknown };
    userOf.set(req, typeof token === 'string' && token ? await verifyChatToken(app.config.JWT_SECRET, token) : null);
  };
  const declared = publicRoute('the socket checks its own chat token before the upgrade');
  app.get('/chat/ws', { ...declared, websocket: true, schema: { hide: true }, preValidation: checkToken }, (socket, req) => {
    const userId = userOf.get(req);
    if (!userId) {
      socket.close(BAD_TOKEN_CLOSE_CODE, 'Invalid or expired token');
      return;
    }
    hub.add(userId, socket);
  });
};
