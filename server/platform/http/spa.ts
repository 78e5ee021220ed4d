import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INTAKE_PATHS, onPatientHost, resolvePortal, signInPageFile } from '#contracts/portals';
import { sendDrawnPage, type firstView } from './first-view';

const SIGN_IN_PATH = '/sign-in';

/**
 * Serves the built SPA for every host: files as they are (hashed assets cached for good, `index.html` revalidated),
 * brotli or gzip copies made at build time when the client accepts them, and `index.html` for every other page GET
 * (client-side routes), except a portal host's `/sign-in`, which gets its build-time HTML with the form already drawn
 * (src/prerender), and the patient host's `/` with a page session cookie, drawn with the patient's dashboard
 * (first-view.ts). Unknown API paths get the JSON 404.
 */
export async function registerSpa(app: FastifyInstance, publicDir: string, drawFirstView?: ReturnType<typeof firstView>): Promise<void> {
  const root = resolve(publicDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      preCompressed: true,
      schemaHide: true,
      setHeaders: (res, path) => {
        res.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The alternate partner host shows no icon, and browsers then ask for /favicon.ico: answer "nothing", not a 404.
  app.get('/favicon.ico', { schema: { hide: true } }, (_req, reply) =>
    reply.code(204).header('Cache-Control', 'public, max-age=86400').send(),
  );

  /** The HTML file for a page: its build-time copy when the build has one, else the app's shell. */
  const drawn = new Map<string, boolean>();
  const pageFile = (path: string, hostname: string) => {
    const host = resolvePortal(hostname);
    if (path !== SIGN_IN_PATH || host.kind !== 'portal') return 'index.html';
    const file = signInPageFile(host);
    if (!drawn.has(file)) drawn.set(file, existsSync(resolve(root, file)));
    return drawn.get(file) ? file : 'index.html';
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, path: string) => {
    // An intake link typed on a partner's own host: the intake lives on the patient host.
    const host = resolvePortal(req.hostname);
    if (host.kind === 'portal' && host.portal === 'partner' && (INTAKE_PATHS as readonly string[]).includes(path)) {
      return reply.redirect(onPatientHost(req.protocol, req.host, req.url), 302);
    }
    if (!built) return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    if (path === '/' && req.method === 'GET' && drawFirstView && host.kind === 'portal' && host.portal === 'patient') {
      const html = await drawFirstView(req);
      if (html) return sendDrawnPage(req, reply, html);
      reply.header('Vary', 'Cookie');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile(pageFile(path, req.hostname));
  };

  // `/` is a page like any other, not the static index: on the patient host it may be drawn with the dashboard.
  app.get('/', { schema: { hide: true } }, (req, reply) => sendPage(req, reply, '/'));
  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0];
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.code(404).send({ message: `Route ${req.method} ${path} not found`, code: 'NOT_FOUND' });
    return sendPage(req, reply, path);
  });
}
