import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { START_AFTER_PAINT_SCRIPT } from '#contracts/start-after-paint';

/** The CSP source that allows the one inline script of the build-time pages, and no other. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

/**
 * Security headers with a strict CSP: no inline script but the one named by its hash (the build-time pages' starter,
 * contracts/start-after-paint.ts), so a script injected into the page cannot run and read the session. MUI (emotion)
 * injects style elements, hence 'unsafe-inline' for styles only.
 */
export async function registerSecurity(app: FastifyInstance, isProduction: boolean, { stripe = false } = {}): Promise<void> {
  // In Stripe mode the card fields are Stripe.js's frames (and its 3-D Secure pages): Stripe's documented CSP sources.
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  // Built once: @fastify/helmet built helmet's middleware again on every request (its CSP parsed each time, 3% of a
  // list request's CPU in the throughput profile). The headers are the same on every reply.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", START_AFTER_PAINT_SOURCE, ...stripeScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeApi],
        objectSrc: ["'none'"],
        // The intake PDF is made in the browser and shown in a frame from a blob: URL.
        frameSrc: ["'self'", 'blob:', ...stripeFrames],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isProduction,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );

  // API replies may carry patient data: never cache them anywhere.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
