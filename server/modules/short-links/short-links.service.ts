import { randomInt } from 'node:crypto';
import { PORTAL_BY_HOST_LABEL } from '#contracts/portals';
import { SHORT_LINK_PATHS, SHORT_LINK_ROUTE, type ShortLink } from '#contracts/short-links';
import { userOf, type Ctx } from '#server/platform/context';
import { notFound, unprocessable } from '#server/platform/errors';
import { partnerExists } from '#server/modules/accounts/accounts.service';
import * as repo from './short-links.repository';

/**
 * Short links to partners' intake links. A link is accepted only when it is one of this platform's intake pages
 * (`/start`, `/start2`, `/start3`, `/single-link`) on the patient or partner host of this deployment (the caller's
 * domain, or PARTNER_PORTAL_URL's), naming an existing partner with `?partner=` and nothing else. It is kept on the
 * patient host, so that the same link gives the same code whichever of those hosts it was copied from.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 7;
export const CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTAKE_PORTALS = new Set(['patient', 'partner']);

const newCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** `host` (with its port) without its first label: `gymowner.localhost:3000` -> `localhost:3000`. */
const domainOf = (host: string) => host.toLowerCase().split('.').slice(1).join('.');

const invalid = (why: string) =>
  unprocessable(`${why}. Shorten your intake link (say, https://patient.<our domain>/start?partner=<your id>).`, 'NOT_AN_INTAKE_LINK');

/** The canonical intake URL and its partner, or a 422 saying what is wrong. */
export async function intakeTarget(ctx: Ctx, raw: string, callerHost: string): Promise<{ url: string; partnerId: string }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('This is not a web address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('The link must start with http:// or https://');
  if (url.username || url.password || url.hash) throw invalid('The link has parts an intake link does not have');
  const [label] = url.hostname.split('.');
  const domains = new Set([domainOf(callerHost), domainOf(new URL(ctx.deps.config.PARTNER_PORTAL_URL).host)]);
  const domain = domainOf(url.host);
  if (!INTAKE_PORTALS.has(PORTAL_BY_HOST_LABEL[label] ?? '') || !domain || !domains.has(domain))
    throw invalid('The link is not on our patient or partner portal');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (!(SHORT_LINK_PATHS as readonly string[]).includes(path)) throw invalid(`The page ${path} is not an intake page`);
  const params = [...url.searchParams.keys()];
  const partnerId = url.searchParams.get('partner') ?? '';
  if (params.length !== 1 || params[0] !== 'partner' || !UUID.test(partnerId))
    throw invalid('The link must name the partner (?partner=<id>), and only that');
  if (!(await partnerExists(ctx, partnerId.toLowerCase()))) throw invalid('The link names no partner of ours');
  const id = partnerId.toLowerCase();
  return { url: `${url.protocol}//patient.${domain}${path}?partner=${id}`, partnerId: id };
}

const view = (r: repo.ShortLinkRow): ShortLink => ({
  code: r.code,
  shortUrl: `${new URL(r.target_url).origin}${SHORT_LINK_ROUTE}/${r.code}`,
  targetUrl: r.target_url,
  partnerId: r.partner_id,
  clicks: r.clicks,
  createdAt: r.created_at.toISOString(),
});

/** POST /common/short-links: the intake link's short link, made on first request; the same link always gives the same code. */
export async function create(ctx: Ctx, rawUrl: string, callerHost: string): Promise<{ link: ShortLink; created: boolean }> {
  const actor = userOf(ctx);
  const target = await intakeTarget(ctx, rawUrl, callerHost);
  const existing = await repo.readByTarget(ctx, target.url);
  if (existing) return { link: view(existing), created: false };
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.insertLink(ctx, {
      code: newCode(),
      targetUrl: target.url,
      partnerId: target.partnerId,
      createdBy: actor.actorId,
    });
    if (row) return { link: view(row), created: true };
    // Another request shortened the same link meanwhile (or the code was taken): its link, or a new code.
    const raced = await repo.findByTarget(ctx.db, target.url);
    if (raced) return { link: view(raced), created: false };
  }
  throw new Error('Could not draw a free short-link code');
}

/** GET /s/{code}: where the code leads, its click counted; 404 for a code that does not exist. */
export async function resolve(ctx: Ctx, code: string): Promise<string> {
  const row = CODE_PATTERN.test(code) ? await repo.click(ctx.db, code) : undefined;
  if (!row) throw notFound('This link does not exist');
  return row.target_url;
}
