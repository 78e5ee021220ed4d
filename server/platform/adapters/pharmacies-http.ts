import { z } from 'zod';
import type { PharmacyProvider } from '#server/platform/db/schema';
import { refusedAddressOf } from './outbound';
import { PharmacyRefusal, PharmacyUnavailable, type PharmacyAdapter } from './pharmacies';

const submitReplySchema = z.object({ externalId: z.string().min(1).max(200) });
const statusReplySchema = z.object({
  status: z.enum(['RECEIVED', 'PROCESSING', 'SHIPPED', 'DELIVERED']),
  trackingNumber: z
    .string()
    .min(1)
    .max(100)
    .nullish()
    .transform((v) => v ?? null),
});

type Options = { baseUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number };

/** The reason a pharmacy gives in an error body, in the shapes APIs commonly use. */
async function reasonOf(res: Response): Promise<string | null> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string'
          ? body.error
          : (body.error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 500);
  } catch {
    // Not JSON: fall back to the status.
  }
  return null;
}

/**
 * A pharmacy's HTTP API: POST {base}/prescriptions (idempotent on our prescription id through Idempotency-Key),
 * GET {base}/prescriptions/{externalId}. A 4xx is a refusal with the pharmacy's reason (except 408 and 429,
 * which are worth retrying); a network error, a 5xx, a time-out or an answer we cannot read is "unavailable".
 */
export function httpPharmacy(provider: PharmacyProvider, options: Options): PharmacyAdapter {
  const fetchFn = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    extra: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(extra.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(extra.idempotencyKey ? { 'idempotency-key': extra.idempotencyKey } : {}),
        },
        body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const refused = refusedAddressOf(error);
      if (refused) throw new PharmacyUnavailable(`the pharmacy's address is refused: ${refused.message}`);
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PharmacyUnavailable(
        timedOut ? `the pharmacy did not answer within ${timeoutMs / 1000} s` : 'the pharmacy could not be reached',
      );
    }
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      throw new PharmacyRefusal((await reasonOf(res)) ?? `the pharmacy refused the request (HTTP ${res.status})`);
    }
    if (!res.ok) {
      const reason = await reasonOf(res);
      throw new PharmacyUnavailable(`the pharmacy answered HTTP ${res.status}${reason ? `: ${reason}` : ''}`);
    }
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new PharmacyUnavailable('the pharmacy sent an answer we could not read');
    return parsed.data;
  }

  return {
    provider,
    submit: (rx) => request('POST', '/prescriptions', submitReplySchema, { body: rx, idempotencyKey: rx.reference }),
    status: (externalId) => request('GET', `/prescriptions/${encodeURIComponent(externalId)}`, statusReplySchema),
  };
}
