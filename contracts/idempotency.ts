/**
 * Idempotent writes, one rule for both sides: every POST, PUT, PATCH and DELETE under /api/v1 honors an
 * `Idempotency-Key` header (server/platform/http/idempotency.ts) except the routes below, and the web client
 * (src/lib/api-client.ts) sends a key with every write and retries once, with the same key, only those that honor it.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The writes that do not honor the key, and why, as "METHOD /path" under /api/v1 (Fastify's syntax: `:param`, `*`).
 * A stored reply is kept for a day in plain text, so no reply that carries a credential is kept.
 */
export const NOT_IDEMPOTENT: Record<string, string> = {
  'POST /auth/verify-otp': 'its reply is a session (tokens): a stored copy would be a credential at rest; a code is used once anyway',
  'POST /auth/refresh-token': 'its reply is a session (tokens); the refresh token it spends is its own idempotency',
  'POST /auth/act-as/exchange': 'its reply is a session (tokens); the handover code is used once',
  'POST /auth/select-delegate-access': 'its reply is a session (tokens)',
  'POST /patients/create-patient-temp-form-questionnaire': "its reply carries the intake's secret token; a retry makes an unused draft",
  'POST /sign-up-patient/:gymOwnerId': "its reply carries the intake's secret token; a retry makes an unused draft",
  'POST /saving-onboarding-options': "its reply carries the intake's secret token",
  'POST /api-keys': "its reply carries the key's secret, shown once",
  'PUT /storage/objects/*': 'a file body, not JSON; the signed link takes one file and answers a second upload itself',
};

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

const patterns = Object.keys(NOT_IDEMPOTENT).map((route) => {
  const [method, path] = route.split(' ');
  const source = path
    .split('/')
    .map((part) => (part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return { method, path: new RegExp(`^${source}$`) };
});

/** Whether a write to `path` (under /api/v1, no query) honors an Idempotency-Key; false for reads. */
export function honorsIdempotencyKey(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  if (!WRITES.includes(upper)) return false;
  return !patterns.some((p) => p.method === upper && p.path.test(path));
}
