import type { FastifyServerOptions } from 'fastify';

type SerializedRequest = { method: string; url: string; routeOptions?: { url?: string }; hostname?: string; ip?: string };

/**
 * Request logging without secrets or patient data: no headers, no bodies, and the route pattern
 * instead of the raw URL (paths and queries can carry phone numbers, e-mails, names and search terms); a request that
 * matched no route (a page of the web app, a mistyped path) is logged without its path.
 */
export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refreshToken', '*.accessToken', '*.code'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: SerializedRequest) => ({
        method: req.method,
        route: req.routeOptions?.url ?? '(no route)',
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}
