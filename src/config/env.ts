import { z } from 'zod';

// Lenient on purpose: a mistyped flag means "off", never a blank page.
const flag = z
  .string()
  .optional()
  .transform((v) => v?.trim().toLowerCase() === 'true' || v?.trim() === '1');

const envSchema = z.object({
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : '/api/v1')),
  VITE_SUPPORT_WIDGET_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  // Only an https script may be injected for the support widget.
  VITE_SUPPORT_WIDGET_SRC: z
    .url({ protocol: /^https$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VITE_SHOW_DEV_OUTBOX: flag,
  DEV: z.boolean().default(false),
  PROD: z.boolean().default(false),
  MODE: z.string().default('production'),
});

export type Env = z.output<typeof envSchema>;

export function parseEnv(raw: Record<string, unknown>): Env {
  return envSchema.parse(raw);
}

export const env: Env = parseEnv(import.meta.env);

/** The dev outbox (OTP codes) exists on non-production servers only. */
export const showDevOutbox = env.DEV || env.VITE_SHOW_DEV_OUTBOX;
