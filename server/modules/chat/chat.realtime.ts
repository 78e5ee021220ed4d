import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '#server/platform/context';
import type { Db } from '#server/platform/db/client';
import { createListener } from '#server/platform/db/notifications';
import { CHAT_CHANNEL, eventOf, type ChatNotice } from './chat.service';

/**
 * The chat sockets of one instance (README, "Chat": socket protocol and fan-out). A send commits with a NOTIFY on the
 * chat channel (kind and ids only); every instance LISTENs on one connection of its own and pushes the event to the
 * sockets it holds for the people the notice names, reading the message by id when it has someone to push it to.
 * So any instance may take a write and any instance may hold a reader's socket. A heartbeat pings every socket and
 * drops the ones that did not answer the previous ping.
 */
export type ChatHub = {
  add: (userId: string, socket: WebSocket) => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

const HEARTBEAT_MS = 30_000;
/** Close codes: 1001 going away (shutdown); 4401 a bad or expired token (chosen by the socket route). */
const GOING_AWAY = 1001;

const isNotice = (value: unknown): value is ChatNotice => {
  const n = value as Partial<ChatNotice> | null;
  return Boolean(n && typeof n === 'object' && typeof n.k === 'string' && typeof n.c === 'string' && Array.isArray(n.to));
};

export function createChatHub(options: { db: Db; log: FastifyBaseLogger; context: () => Ctx; heartbeatMs?: number }): ChatHub {
  const { log } = options;
  const sockets = new Map<string, Set<WebSocket>>();
  const alive = new WeakMap<WebSocket, boolean>();
  const listener = createListener(options.db, log);
  let heartbeat: NodeJS.Timeout | undefined;

  const remove = (userId: string, socket: WebSocket) => {
    const mine = sockets.get(userId);
    mine?.delete(socket);
    if (mine?.size === 0) sockets.delete(userId);
  };

  async function deliver(notice: ChatNotice) {
    const here = notice.to.filter((userId) => sockets.has(userId));
    if (here.length === 0) return;
    const event = await eventOf(options.context(), notice);
    if (!event) return;
    const text = JSON.stringify(event);
    for (const userId of here) for (const socket of sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  return {
    add(userId, socket) {
      let mine = sockets.get(userId);
      if (!mine) sockets.set(userId, (mine = new Set()));
      mine.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      // The client sends nothing but pings (any text keeps the connection warm); writes go over HTTP.
      socket.on('message', () => alive.set(socket, true));
      socket.on('close', () => remove(userId, socket));
      socket.on('error', () => remove(userId, socket));
    },
    async start() {
      await listener.listen(CHAT_CHANNEL, (payload) => {
        if (!isNotice(payload)) return;
        deliver(payload).catch((error: unknown) => log.warn({ err: error }, 'chat event not delivered'));
      });
      heartbeat = setInterval(() => {
        for (const [userId, mine] of sockets)
          for (const socket of mine) {
            if (!alive.get(socket)) {
              socket.terminate();
              remove(userId, socket);
              continue;
            }
            alive.set(socket, false);
            socket.ping();
          }
      }, options.heartbeatMs ?? HEARTBEAT_MS);
      heartbeat.unref();
    },
    async close() {
      clearInterval(heartbeat);
      await listener.close();
      for (const mine of sockets.values()) for (const socket of mine) socket.close(GOING_AWAY, 'Server shutting down');
      sockets.clear();
    },
  };
}
