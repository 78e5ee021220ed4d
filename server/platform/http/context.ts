import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTAKE_TOKEN_HEADER } from '#contracts/onboarding';
import type { Role } from '#contracts/common';
import type { ApiKeyScope } from '#contracts/api-keys';
import { anonymous, asSystem, type AnyActor } from '#server/platform/access/actor';
import { authenticate } from '#server/platform/auth/authenticate';
import { createContext, withActor, type Ctx, type Deps } from '#server/platform/context';
import { forbidden } from '#server/platform/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Built on first use by `ctxOf`; its audit trail is flushed when the reply is sent. */
    ctx: Ctx | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route, set by `audience` or `publicRoute`; `requireAudience` refuses an API route without it. */
    audience?: Allowed | 'PUBLIC';
    /** Why a route declared by `publicRoute` is open to anyone. */
    publicBecause?: string;
  }
}

export const depsOf = (app: FastifyInstance): Deps => ({
  config: app.config,
  tokens: app.tokens,
  notifier: app.notifier,
  payments: app.payments,
  storage: app.storage,
  pharmacies: app.pharmacies,
  externalPatients: app.externalPatients,
  log: app.log,
});

/**
 * The service context of a request: its actor (or anonymous), its origin and the adapters. On a route without a
 * guard that carries a bearer token, `signIn` checks it when the service asks.
 */
export function ctxOf(req: FastifyRequest): Ctx {
  if (req.ctx) return req.ctx;
  const actor: AnyActor = req.auth ?? anonymous;
  const ctx = createContext({
    db: req.server.db,
    actor,
    origin: { ip: req.ip, userAgent: req.headers['user-agent'] ?? null },
    deps: depsOf(req.server),
  });
  if (!req.auth && req.headers.authorization) {
    ctx.signIn = async () => {
      req.auth ??= await authenticate(req);
      req.ctx = withActor(ctx, req.auth);
      return req.ctx;
    };
  }
  req.ctx = ctx;
  return ctx;
}

/** A context for scheduled work: every row, audited as SYSTEM, reads written at once. */
export const systemContext = (app: FastifyInstance, reason: string): Ctx =>
  createContext({ db: app.db, actor: asSystem(reason), origin: { ip: null, userAgent: null }, deps: depsOf(app), deferReads: false });

/** Per-request context, and the audit row of a request's reads written before its reply leaves. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null);
  app.addHook('onSend', async (req) => {
    // A call made with an API key is audited even when it read nothing: the key's use, naming the key (audit.ts).
    if (req.auth?.apiKeyId) {
      const entry = { action: 'API_KEY_USE', resourceType: 'api_key', resourceId: req.auth.apiKeyId, details: { route: routeOf(req) } };
      await ctxOf(req).audit.noteRead(req.server.db, entry);
    }
    if (req.ctx) await req.ctx.audit.flush(req.server.db);
  });
}

/** The secret token of an anonymous intake, sent in its header (contracts: INTAKE_TOKEN_HEADER). */
export function intakeTokenOf(req: FastifyRequest): string | undefined {
  const token = req.headers[INTAKE_TOKEN_HEADER];
  return typeof token === 'string' && token ? token : undefined;
}

export type Allowed = readonly Role[] | 'ANY';

const routeOf = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url}`;

/**
 * preHandler: a valid token (or, where `apiKeyScope` is named, an API key with that scope), and (unless 'ANY') one of
 * the roles. A refusal is audited through the request's context.
 */
export function guard(allowed: Allowed, apiKeyScope: ApiKeyScope | null = null) {
  return async function guardHandler(req: FastifyRequest): Promise<void> {
    req.auth = await authenticate(req, apiKeyScope);
    if (allowed !== 'ANY' && !allowed.includes(req.auth.role)) {
      const entry = {
        action: 'ACCESS',
        resourceType: 'route',
        resourceId: routeOf(req),
        outcome: 'DENIED' as const,
      };
      await ctxOf(req).audit.record(req.server.db, entry);
      throw forbidden();
    }
  };
}

/** OpenAPI marker for guarded routes. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Route options beyond the roles: `apiKeyScope` lets an API key with that scope call the route as its owner. */
export type AudienceOptions = { apiKeyScope?: ApiKeyScope };

/**
 * The route options every route of one audience shares: its guard (none for a public route), its OpenAPI tags and,
 * when guarded, the bearer marker. `doctor('summary', { params, response })` spreads into a route's options, so that
 * an audience adapter declares its roles once and no route of it can forget them.
 */
export function audience(allowed: Allowed | null, tags: readonly string[], options: AudienceOptions = {}) {
  const scope = options.apiKeyScope ?? null;
  const preHandler = allowed ? guard(allowed, scope) : undefined;
  const withKey = scope ? [...bearerSecurity, { apiKeyAuth: [] }] : bearerSecurity;
  const security = allowed ? { security: withKey } : {};
  const keyNote = scope ? ` (or an API key with the scope ${scope})` : '';
  return <S extends object>(summary: string, schema: S) => ({
    preHandler,
    config: { audience: allowed ?? ('PUBLIC' as const) },
    schema: { tags: [...tags], summary: summary + keyNote, ...security, ...schema },
  });
}

/** The declaration of a public route outside `audience` (not in the OpenAPI document, or checking its own token). */
export const publicRoute = (reason: string) => ({ config: { audience: 'PUBLIC' as const, publicBecause: reason } });

/**
 * onRoute: denied by default. A route under `prefix` whose options declare no audience (`audience` or `publicRoute`)
 * stops the start-up, naming its method and URL. HEAD routes Fastify adds copy their GET's options, so they pass.
 */
export function requireAudience(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    const underPrefix = route.url === prefix || route.url.startsWith(`${prefix}/`);
    if (underPrefix && !route.config?.audience) {
      const method = [route.method].flat().join(',');
      throw new Error(`${method} ${route.url} declares no audience: spread audience(...) or publicRoute(reason) into its options`);
    }
  });
}
