// Read by hand rather than with zod: the sign-in page's first download includes this module and no zod.
// Lenient on purpose: a mistyped flag means "off", never a blank page.

export interface Env {
  VITE_API_BASE_URL: string;
  VITE_SUPPORT_WIDGET_ID: string | undefined;
  VITE_SUPPORT_WIDGET_SRC: string | undefined;
  VITE_SHOW_DEV_OUTBOX: boolean;
  DEV: boolean;
  PROD: boolean;
  MODE: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const trimmed = (v: unknown): string | undefined => text(v)?.trim() || undefined;
const flag = (v: unknown): boolean => {
  const s = text(v)?.trim().toLowerCase();
  return s === 'true' || s === '1';
};

/** Only an https script may be injected for the support widget; an empty value means none. */
function httpsUrl(v: unknown): string | undefined {
  const s = text(v);
  if (s === undefined || s === '') return undefined;
  let url: URL | null = null;
  try {
    url = new URL(s);
  } catch {
    // Reported below.
  }
  if (url?.protocol !== 'https:' || !url.hostname) throw new Error('VITE_SUPPORT_WIDGET_SRC must be an https URL.');
  return s;
}

export function parseEnv(raw: Record<string, unknown>): Env {
  return {
    VITE_API_BASE_URL: trimmed(raw.VITE_API_BASE_URL)?.replace(/\/+$/, '') ?? '/api/v1',
    VITE_SUPPORT_WIDGET_ID: trimmed(raw.VITE_SUPPORT_WIDGET_ID),
    VITE_SUPPORT_WIDGET_SRC: httpsUrl(raw.VITE_SUPPORT_WIDGET_SRC),
    VITE_SHOW_DEV_OUTBOX: flag(raw.VITE_SHOW_DEV_OUTBOX),
    DEV: raw.DEV === true,
    PROD: raw.PROD === true,
    MODE: text(raw.MODE) ?? 'production',
  };
}

export const env: Env = parseEnv(import.meta.env);

/** The dev outbox (OTP codes) exists on non-production servers only. */
export const showDevOutbox = env.DEV || env.VITE_SHOW_DEV_OUTBOX;
