import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '#server/platform/db/client';
import { ctxOf } from '#server/platform/http/context';
import { AppError, unprocessable } from '#server/platform/errors';
import { INSTANCE_ID } from '#server/platform/instance';
import { NOT_IDEMPOTENT } from '#contracts/idempotency';

/** Fastify's header names are lower case. */
const IDEMPOTENCY_HEADER = 'idempotency-key';
const REPLAYED_HEADER = 'idempotent-replayed';
/** A claim older than this with no reply and nothing committed is from a request that died (a crash, a kill): taken over. */
const ABANDONED_AFTER_SECONDS = 120;

const IN_PROGRESS = 'A request with this Idempotency-Key is still in progress. Try again in a moment.';
const TAKEN_OVER = 'A retry of this request took it over; its reply is the one that counts.';
const REPLY_LOST =
  'This request was carried out, but its reply was lost when the server stopped. Reload to see the result; do not send it again.';

const keySchema = z
  .string()
  .regex(/^[A-Za-z0-9_\-:.]{8,255}$/, 'An Idempotency-Key is 8 to 255 letters, digits or - _ : .')
  .optional();

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed: its reply is kept for a repeat (see `registerIdempotency`). */
    idempotencyClaim?: Claim;
  }
  interface FastifyContextConfig {
    /** Whether the route honors an `Idempotency-Key`: every write not in NOT_IDEMPOTENT unless set. */
    idempotent?: boolean;
  }
}

/** A claimed key, and this claim of it (`token`: a takeover replaces it, fencing this request's commits). */
type Claim = { caller: string; key: string; method: string; path: string; token: string };

/** Marks a route as honoring the key (every write does by default; kept for routes that say so where they are declared). */
export function idempotent<O extends { config?: object }>(options: O) {
  return { ...options, config: { ...options.config, idempotent: true } };
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Whose key it is: the signed-in person (and whom they act for), else a hash of the token the caller holds, else their address. */
function callerOf(req: FastifyRequest): string {
  const secret = req.server.config.JWT_SECRET;
  const auth = req.auth;
  if (auth) {
    const who = auth.actorId === auth.userId ? `user:${auth.userId}` : `user:${auth.actorId}:${auth.userId}`;
    return auth.apiKeyId ? `${who}:key:${auth.apiKeyId}` : who;
  }
  const bearer = req.headers.authorization;
  if (bearer) return `bearer:${hmac(secret, bearer)}`;
  const intake = req.headers['x-intake-token'];
  if (typeof intake === 'string' && intake) return `intake:${hmac(secret, intake)}`;
  return `ip:${req.ip}`;
}

const pathOf = (req: FastifyRequest) => req.url.split('?')[0];

/** What makes two requests "the same": method, URL and body, as a keyed hash (a body may hold a password or a card). */
const requestHash = (req: FastifyRequest) =>
  hmac(`idempotency:${req.server.config.JWT_SECRET}`, JSON.stringify([req.method, req.url, req.body ?? null]));

const rowOf = (db: Db, claim: Claim) =>
  db
    .updateTable('idempotency_keys')
    .where('caller', '=', claim.caller)
    .where('key', '=', claim.key)
    .where('method', '=', claim.method)
    .where('path', '=', claim.path);

/**
 * Whether the instance holding a claim is gone: another instance (or an earlier run of this one) with no database
 * connection left. Every connection an instance opens is named `api:<its id>` (platform/instance.ts), and PostgreSQL
 * ends a killed process's sessions at once, so a crash is seen on the next request instead of after two minutes.
 */
const holderGone = sql<boolean>`(idempotency_keys.holder IS NOT NULL AND idempotency_keys.holder <> ${INSTANCE_ID}
  AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.application_name = 'api:' || idempotency_keys.holder))`;

/** How long a repeat waits for the first request with its key to finish (a double click, a retry racing a crash). */
const WAIT_FOR_FIRST_MS = [100, 200, 300, 400];

/** Claims the key for this request: new, expired, or left by a request that died before it committed anything. */
async function tryClaim(req: FastifyRequest, claim: Claim, hash: string): Promise<boolean> {
  const { db, config } = req.server;
  const expiresAt = sql<Date>`now() + (${config.IDEMPOTENCY_KEY_TTL_SECONDS}::int * interval '1 second')`;
  const holding = { holder: INSTANCE_ID, claim_token: claim.token };
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({
      caller: claim.caller,
      key: claim.key,
      method: claim.method,
      path: claim.path,
      request_hash: hash,
      expires_at: expiresAt,
      ...holding,
    })
    .onConflict((oc) =>
      oc
        .columns(['caller', 'key', 'method', 'path'])
        .doUpdateSet({
          request_hash: hash,
          status_code: null,
          content_type: null,
          reply: null,
          applied_at: null,
          created_at: sql`now()`,
          expires_at: expiresAt,
          ...holding,
        })
        // Taken over only when expired, or from a request that died holding it before it committed anything. The new
        // token fences the old claim: should its request still be alive, none of its transactions can commit.
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.expires_at', '<=', sql<Date>`now()`),
            eb.and([
              eb('idempotency_keys.status_code', 'is', null),
              eb('idempotency_keys.applied_at', 'is', null),
              eb.or([
                eb('idempotency_keys.created_at', '<', sql<Date>`now() - (${ABANDONED_AFTER_SECONDS}::int * interval '1 second')`),
                holderGone,
              ]),
            ]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** After the route's guard: claims the key, or answers a repeat with the first reply (422 for another request, 409 while the first runs). */
async function claimKey(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const key = keySchema.parse(req.headers[IDEMPOTENCY_HEADER]);
  if (!key) return;
  const claim: Claim = { caller: callerOf(req), key, method: req.method, path: pathOf(req), token: randomUUID() };
  const hash = requestHash(req);
  const { db } = req.server;
  for (let attempt = 0; ; attempt++) {
    if (await tryClaim(req, claim, hash)) {
      req.idempotencyClaim = claim;
      // Every transaction the handler commits marks the key applied in that same transaction, while it holds the claim.
      ctxOf(req).markApplied = async (tx) => {
        const held = await rowOf(tx, claim)
          .set({ applied_at: sql`coalesce(applied_at, now())` })
          .where('claim_token', '=', claim.token)
          .returning('key')
          .executeTakeFirst();
        if (!held) throw new AppError(409, 'IDEMPOTENCY_KEY_TAKEN_OVER', TAKEN_OVER);
      };
      return;
    }
    const first = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'content_type', 'reply', 'applied_at', 'created_at', holderGone.as('holder_gone')])
      .where('caller', '=', claim.caller)
      .where('key', '=', claim.key)
      .where('method', '=', claim.method)
      .where('path', '=', claim.path)
      .executeTakeFirst();
    if (first && first.request_hash !== hash)
      throw unprocessable('This Idempotency-Key was used for another request', 'IDEMPOTENCY_KEY_REUSED');
    if (first && first.status_code !== null && first.reply !== null) {
      // Sending the stored reply ends the request here: the route's handler does not run again.
      return reply
        .code(first.status_code)
        .header(REPLAYED_HEADER, 'true')
        .type(first.content_type ?? 'application/json; charset=utf-8')
        .send(first.reply);
    }
    const abandoned = first && (first.holder_gone || Date.now() - new Date(first.created_at).getTime() > ABANDONED_AFTER_SECONDS * 1000);
    if (first?.applied_at && abandoned) throw new AppError(409, 'IDEMPOTENT_REPLY_LOST', REPLY_LOST);
    if (attempt < WAIT_FOR_FIRST_MS.length) {
      // The first may finish in a moment; a key given back (no row) is claimed again at once.
      if (first) await new Promise((resolve) => setTimeout(resolve, WAIT_FOR_FIRST_MS[attempt]));
      continue;
    }
    // Still running (or given back a moment ago after a failure): ask again shortly.
    reply.header('retry-after', '1');
    throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IN_PROGRESS);
  }
}

/**
 * Replies not kept: a server failure, an expired token, a rate limit, a payment waiting for the card holder to
 * authenticate (the same request is sent again once they did). The key is given back, and a retry runs the route.
 */
const givesKeyBack = (status: number, payload: unknown) =>
  status >= 500 ||
  status === 401 ||
  status === 429 ||
  (status === 402 && typeof payload === 'string' && payload.includes('"code":"AUTHENTICATION_REQUIRED"'));

/**
 * onSend, before compression: keeps the claimed request's reply for its repeats, before the reply leaves (so a reply
 * the client saw is always stored), or gives the key back.
 */
async function keepReply(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const claim = req.idempotencyClaim;
  if (!claim) return payload;
  req.idempotencyClaim = undefined;
  const row = rowOf(req.server.db, claim);
  if (givesKeyBack(reply.statusCode, payload) || typeof payload !== 'string') {
    await req.server.db
      .deleteFrom('idempotency_keys')
      .where('caller', '=', claim.caller)
      .where('key', '=', claim.key)
      .where('method', '=', claim.method)
      .where('path', '=', claim.path)
      .where('claim_token', '=', claim.token)
      .execute();
  } else {
    const contentType = reply.getHeader('content-type');
    await row
      .set({ status_code: reply.statusCode, content_type: typeof contentType === 'string' ? contentType : null, reply: payload })
      .where('claim_token', '=', claim.token)
      .execute();
  }
  return payload;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a route honors the key: its own `config.idempotent`, else every write under `prefix` not in
 * NOT_IDEMPOTENT (contracts/idempotency.ts: the routes whose reply carries a credential, and the file upload).
 */
function honorsKey(route: RouteOptions, prefix: string): boolean {
  const explicit = (route.config as { idempotent?: boolean } | undefined)?.idempotent;
  if (explicit !== undefined) return explicit;
  if (!route.url.startsWith(`${prefix}/`)) return false;
  const path = route.url.slice(prefix.length);
  return [route.method].flat().some((m) => WRITES.has(m) && !(`${m} ${path}` in NOT_IDEMPOTENT));
}

/**
 * Every write under `prefix` (unless listed in NOT_IDEMPOTENT) becomes safe to retry: a request with an
 * `Idempotency-Key` header runs once per caller, key, method and path; a repeat of the same request gets the first
 * reply (with `Idempotent-Replayed: true`), the same key with another request 422, a repeat while the first still
 * runs 409 (`Retry-After: 1`). Without the header a route works as before. Call before the routes and swagger.
 */
export function registerIdempotency(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!honorsKey(route, prefix)) return;
    route.config = { ...route.config, idempotent: true };
    route.preHandler = [...[route.preHandler ?? []].flat(), claimKey];
    const schema = (route.schema ?? {}) as { headers?: unknown };
    const header = { [IDEMPOTENCY_HEADER]: keySchema };
    const headers = schema.headers instanceof z.ZodObject ? schema.headers.extend(header) : z.looseObject(header);
    route.schema = { ...schema, headers };
  });
  app.addHook('onSend', keepReply);
}

/** Deletes the keys past their day (the idempotency job); returns how many. */
export async function deleteExpiredKeys(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
