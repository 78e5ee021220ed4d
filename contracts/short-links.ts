import { z } from 'zod';
import { envelope } from './common';

// Short links: a short address for a partner's intake link (the patient portal's /start, /start2, /start3 or
// /single-link with ?partner=<partner id>). GET /s/{code} on any host answers 302 to it and counts the click.

/** The intake pages a short link may lead to. */
export const SHORT_LINK_PATHS = ['/start', '/start2', '/start3', '/single-link'] as const;
/** Where short links resolve, on every host (not under /api/v1). */
export const SHORT_LINK_ROUTE = '/s';

/** POST /common/short-links: the intake URL to shorten. */
export const createShortLinkBodySchema = z.object({
  url: z.string().trim().min(1, 'Enter the intake link').max(2000, 'Use at most 2,000 characters'),
});
export type CreateShortLinkBody = z.input<typeof createShortLinkBodySchema>;

export const shortLinkSchema = z.object({
  code: z.string(),
  shortUrl: z.string(),
  targetUrl: z.string(),
  partnerId: z.uuid(),
  clicks: z.number().int(),
  createdAt: z.string(),
});
export type ShortLink = z.infer<typeof shortLinkSchema>;
export const shortLinkReplySchema = envelope(shortLinkSchema);
