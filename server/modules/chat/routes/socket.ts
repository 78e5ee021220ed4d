import type { FastifyPluginAsync } from 'fastify';
import { systemContext } from '../../../platform/http/context';
import { createChatHub } from '../chat.realtime';
import { verifyChatToken } from '../chat.service';

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
  app.get('/chat/ws', { websocket: true, schema: { hide: true } }, async (socket, req) => {
    const { token } = req.query as { token?: unknown };
    const userId = typeof token === 'string' && token ? await verifyChatToken(app.config.JWT_SECRET, token) : null;
    if (!userId) {
      socket.close(BAD_TOKEN_CLOSE_CODE, 'Invalid or expired token');
      return;
    }
    hub.add(userId, socket);
  });
};
