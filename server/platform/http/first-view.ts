import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_VIEW_DATA_ID, FIRST_VIEW_MARKUP, FIRST_VIEW_TEMPLATE, TIME_ZONE_COOKIE } from '#contracts/start-after-paint';
import { PAGE_COOKIE, sessionOfPageCookie } from '#server/platform/auth/page-cookie';

/** The page the server may draw (src/prerender/patient-dashboard.tsx, built by `vite build --ssr` into SSR_DIR). */
type DrawnPage = { title: string; markup: string; cache: [string, unknown][] };
type Render = (fetchJson: (path: string) => Promise<unknown>, timeZone?: string) => Promise<DrawnPage>;

/** An access token for the patient of a page session (the auth module), or null when the session cannot be used. */
export type PageTokenOf = (req: FastifyRequest, sessionId: string) => Promise<string | null>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageHtml(template: string, page: DrawnPage): string {
  // Inside a <script> element nothing may read as a closing tag: every "<" is escaped in the JSON.
  const data = JSON.stringify(page.cache).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(FIRST_VIEW_MARKUP, () => page.markup)
    .replace('</body>', () => `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${data}</script></body>`);
}

/**
 * The patient's dashboard drawn into its HTML (issue 9: the first paint shows the patient's own order, not a loader),
 * for `GET /` on the patient host with a live page session cookie (platform/auth/page-cookie.ts). The page's data
 * comes from the API itself (app.inject with an access token for that session), so each read passes the same access
 * policy and leaves the same audit row as the app's own calls. Gives null (the caller sends the app's shell as usual)
 * without the cookie, without the build's server bundle, or when anything fails on the way.
 */
export function firstView(app: FastifyInstance, publicDir: string, ssrDir: string, pageTokenOf: PageTokenOf) {
  const modulePath = resolve(ssrDir, 'patient-dashboard.js');
  const templatePath = resolve(publicDir, FIRST_VIEW_TEMPLATE);
  let loaded: Promise<{ render: Render; template: string } | null> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      if (!existsSync(modulePath) || !existsSync(templatePath)) return null;
      const module = (await import(pathToFileURL(modulePath).href)) as { renderPatientDashboard: Render };
      return { render: module.renderPatientDashboard, template: await readFile(templatePath, 'utf8') };
    })());

  // Loaded when the server is ready rather than on the first patient's page (React and MUI take a second to load).
  app.addHook('onReady', async () => {
    void load().catch((error: unknown) => app.log.warn({ err: error }, 'the first-view bundle could not be loaded'));
  });

  return async function drawFirstView(req: FastifyRequest): Promise<string | null> {
    const sessionId = sessionOfPageCookie(app.config.JWT_SECRET, req.cookies[PAGE_COOKIE]);
    if (!sessionId) return null;
    try {
      const drawn = await load().catch(() => null);
      const token = drawn && (await pageTokenOf(req, sessionId));
      if (!drawn || !token) return null;
      const fetchJson = async (path: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1${path}`,
          headers: { authorization: `Bearer ${token}`, host: req.headers.host ?? '', 'user-agent': req.headers['user-agent'] ?? '' },
          remoteAddress: req.ip,
        });
        if (res.statusCode !== 200) throw new Error(`GET ${path} answered ${res.statusCode}`);
        return res.json() as unknown;
      };
      // Times as the browser will show them: the zone the app left in a cookie (src/lib/viewer-time-zone.ts).
      return pageHtml(drawn.template, await drawn.render(fetchJson, req.cookies[TIME_ZONE_COOKIE]));
    } catch (error) {
      req.log.warn({ err: error }, 'the dashboard was not drawn on the server; sending the app instead');
      return null;
    }
  };
}

/**
 * A drawn page: patient data, so never stored by a browser or a proxy; compressed as the client accepts, on zlib's
 * thread pool rather than the event loop.
 */
export async function sendDrawnPage(req: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
