import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { conflict, unprocessable } from '#server/platform/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A claim older than this without an answer is from a request that died (a crash, a kill): the key may be used again. */
const ABANDONED_AFTER_SECONDS = 120;

const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress. Try again in a moment.';

const keySchema = z
  .string()
  .regex(/^[A-Za-z0-9_\-:.]{8,255}$/, 'An Idempotency-Key is 8 to 255 letters, digits or - _ : .')
  .optional();

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept for a repeat (see `idempotent`). */
    idempotencyClaim?: { userId: string; key: string };
  }
}

/** What makes two requests "the same": the route, its params and its body. */
const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([req.method, req.routeOptions.url, req.params ?? null, req.body ?? null]))
    .digest('hex');

/** After the route's guard: claims the key, or answers a repeat with the first answer (422 for another request, 409 while the first runs). */
async function claimKey(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const key = keySchema.parse(req.headers[IDEMPOTENCY_HEADER]);
  if (!key || !req.auth) return;
  const userId = req.auth.actorId;
  const hash = requestHash(req);
  const db = req.server.db;
  const claimed = await db
    .insertInto('idempotent_requests')
    .values({ user_id: userId, key, request_hash: hash })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'key'])
        .doUpdateSet({ request_hash: hash, created_at: new Date() })
        .where((eb) =>
          // Taken over only from a request that died holding it.
          eb.and([
            eb('idempotent_requests.status_code', 'is', null),
            eb('idempotent_requests.created_at', '<', new Date(Date.now() - ABANDONED_AFTER_SECONDS * 1000)),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  if (claimed) {
    req.idempotencyClaim = { userId, key };
    return;
  }
  const first = await db
    .selectFrom('idempotent_requests')
    .select(['request_hash', 'status_code', 'reply'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (first && first.request_hash !== hash)
    throw unprocessable('This Idempotency-Key was used for another request', 'IDEMPOTENCY_KEY_REUSED');
  // No answer yet, or none any more (the first failed and gave the key back a moment ago): ask again shortly.
  if (!first || first.status_code === null) throw conflict(IN_PROGRESS);
  // Returning the reply ends the request here: the route's handler does not run again.
  return reply.code(first.status_code).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(first.reply);
}

/** Keeps the claimed request's answer for its repeats; a server failure gives the key back so the request can be retried. */
async function keepAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = req.idempotencyClaim;
  if (!claim) return payload;
  req.idempotencyClaim = undefined;
  const { db } = req.server;
  const { userId, key } = claim;
  if (reply.statusCode >= 500 || typeof payload !== 'string') {
    await db.deleteFrom('idempotent_requests').where('user_id', '=', userId).where('key', '=', key).execute();
  } else {
    await db
      .updateTable('idempotent_requests')
      .set({ status_code: reply.statusCode, reply: payload })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .execute();
  }
  return payload;
}

type RouteOptions = { preHandler?: preHandlerAsyncHookHandler; schema: object };

/**
 * Makes a signed-in route safe to retry: a request with an `Idempotency-Key` header runs once per person and key;
 * a repeat of the same request gets the first answer (with `Idempotent-Replayed: true`), the same key with another
 * request 422, a repeat while the first still runs 409. Without the header the route works as before.
 * `app.post(path, { ...idempotent(doctor('summary', schema)), handler })`.
 */
export function idempotent<O extends RouteOptions>(options: O) {
  const { preHandler } = options;
  if (!preHandler) throw new Error('idempotent() needs a signed-in route: keys belong to a person');
  return {
    ...options,
    preHandler: [preHandler, claimKey],
    onSend: keepAnswer,
    schema: { ...options.schema, headers: z.looseObject({ [IDEMPOTENCY_HEADER]: keySchema }) },
  };
}
