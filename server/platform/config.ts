import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A whole number of at least `min`, `fallback` when unset. */
const wholeNumber = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);

const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATABASE_URL: z.string().optional(),
  /** Connections each instance keeps to a PostgreSQL server (instances x this must stay under max_connections). */
  DATABASE_POOL_MAX: wholeNumber(1, 10),
  /** Named prepared statements on a PostgreSQL server (platform/db/preparing-client.ts); false behind a pooler that cannot keep them. */
  DATABASE_PREPARE: bool.default(true),
  DATA_DIR: z.string().default('./data'),
  /** Uploads in this S3 bucket instead of DATA_DIR/uploads (several hosts); credentials from the AWS SDK's default chain. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible store's URL (MinIO, R2, ...), addressed path-style; unset = AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  /** Reads redirect to a presigned S3 GET (a minute) after the API checked and audited them, instead of streaming. */
  S3_PRESIGNED_DOWNLOADS: bool.default(false),
  PUBLIC_DIR: z.string().default('./dist'),
  /** The build's server-side bundle (the patient dashboard drawn into its HTML: server/platform/http/first-view.ts). */
  SSR_DIR: z.string().default('./dist-ssr'),
  /** Draw the patient dashboard on the server (loads React and MUI at start-up); false for instances that serve no patients. */
  FIRST_VIEW: bool.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').default(DEV_JWT_SECRET),
  ACCESS_TOKEN_TTL_SECONDS: wholeNumber(30, 15 * 60),
  /** How long an access token's resolved actor is reused (platform/auth/actor-cache.ts); 0 resolves it on every call. */
  ACTOR_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(1000),
  REFRESH_TOKEN_TTL_DAYS: wholeNumber(1, 30),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  OTP_TTL_SECONDS: wholeNumber(60, 10 * 60),
  OTP_MAX_ATTEMPTS: wholeNumber(1, 5),
  LOGIN_MAX_FAILURES: wholeNumber(1, 10),
  OTP_MAX_SENDS: wholeNumber(1, 5),
  RATE_WINDOW_SECONDS: wholeNumber(1, 15 * 60),
  /**
   * Per client IP across every e-mail, within the same window: enough for a clinic or a gym behind one address (and
   * for the e2e suite, which signs everyone in from 127.0.0.1), not for one client trying many accounts.
   */
  LOGIN_MAX_FAILURES_PER_IP: wholeNumber(1, 50),
  OTP_MAX_SENDS_PER_IP: wholeNumber(1, 100),
  OTP_MAX_FAILURES_PER_IP: wholeNumber(1, 50),
  SIGN_UP_MAX_PER_IP: wholeNumber(1, 30),
  /** Seed demo accounts (known password) on an empty database: on by default outside production, off in it unless set. */
  DEMO_SEED: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** Payments through Stripe instead of the sandbox. */
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  /** Stripe.js's key for the browser's card fields (Stripe Elements), sent to the web app by GET /public-config. */
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  /** The partner portal's address: Stripe's payout account setup sends the partner back to its /payout-detail page. */
  PARTNER_PORTAL_URL: z.url().default('http://gymowner.localhost:3000'),
  /** E-mail through SMTP (smtp://user:pass@host:587) instead of the dev outbox; required in production. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Lumen Health <no-reply@lumen.health>'),
  /** A pharmacy's HTTP API instead of the sandbox pharmacy, with its API key. */
  RX_PROVIDER_URL: z.url().optional(),
  RX_PROVIDER_API_KEY: z.string().min(1).optional(),
  DIGITAL_RX_URL: z.url().optional(),
  DIGITAL_RX_API_KEY: z.string().min(1).optional(),
  /** Let pharmacy API URLs reach loopback and private addresses (a local pharmacy API in development); off by default. */
  ALLOW_PRIVATE_OUTBOUND_URLS: bool.default(false),
  /** How long the sandbox pharmacy takes for each step (received, processing, shipped... delivered after 6). */
  PHARMACY_SANDBOX_STEP_SECONDS: wholeNumber(1, 30),
  /** How often sent prescriptions are checked with their pharmacy; 0 turns the job off. */
  PHARMACY_POLL_SECONDS: wholeNumber(0, 60),
  /**
   * How long a send holds its prescription (SENDING) while the pharmacy answers. An older claim belongs to a send that
   * died (a killed instance): the pharmacy status job finishes it (the pharmacy answers a repeat with its first answer).
   */
  PHARMACY_SEND_LEASE_SECONDS: wholeNumber(1, 120),
  /** Test only (NODE_ENV=test): the sandbox pharmacy waits this long after recording a prescription before answering. */
  TEST_PHARMACY_ANSWER_DELAY_MS: wholeNumber(0, 0),
  /**
   * How long a request holds a payment's idempotency key while the processor answers. A PENDING claim older than this
   * belongs to a request that died (a killed instance); a retry with the same key and request may take it over.
   */
  PAYMENT_CLAIM_LEASE_SECONDS: wholeNumber(1, 120),
  /** A charge whose order was still not written after this long (its request died or failed) is refunded. */
  ABANDONED_PAYMENT_SECONDS: wholeNumber(1, 15 * 60),
  /**
   * Scheduled work on the job queue (pg-boss, in the database): on by default, off by default under NODE_ENV=test so
   * that a test's data is never touched by a pass it did not ask for (a test turns it on).
   */
  JOBS_ENABLED: bool.optional(),
  /** Seconds between passes of each job; 0 turns that job off. */
  REFUND_JOB_SECONDS: wholeNumber(0, 30),
  MESSAGE_RETRY_JOB_SECONDS: wholeNumber(0, 30),
  INVOICE_JOB_SECONDS: wholeNumber(0, 3600),
  AUTO_BILLING_JOB_SECONDS: wholeNumber(0, 6 * 3600),
  /** The nightly ledger check (every transaction balances, every balance is its entries' sum). */
  LEDGER_CHECK_JOB_SECONDS: wholeNumber(0, 24 * 3600),
  /**
   * The audit log's upkeep (server/jobs/audit-partitions.ts): monthly partitions made three months ahead and detached
   * past the retention, and the ended days counted for the statistics.
   */
  AUDIT_PARTITION_JOB_SECONDS: wholeNumber(0, 24 * 3600),
  /**
   * The hours of the days not counted as days yet, counted for the statistics up to a minute before each pass
   * (server/jobs/audit-hourly-counts.ts): a read of the statistics counts from the log only the rows written since.
   */
  AUDIT_COUNT_JOB_SECONDS: wholeNumber(0, 300),
  /**
   * The order and patient counts of doctors' lists (server/jobs/reach-counts.ts): the changes appended by triggers
   * moved into the counts. Reads are exact either way; the pass keeps the changes few.
   */
  REACH_COUNT_JOB_SECONDS: wholeNumber(0, 60),
  /** The administrator's outcome aggregate, recomputed as summary rows (server/jobs/outcome-summaries.ts). */
  OUTCOME_SUMMARY_JOB_SECONDS: wholeNumber(0, 3600),
  /**
   * Years the audit log keeps its rows in the table (HIPAA asks for six): a month is detached into an archive table,
   * never deleted, once its last row is older than this.
   */
  AUDIT_RETENTION_YEARS: wholeNumber(1, 6),
  /** A failing pass is tried again this many times, after JOB_RETRY_DELAY_SECONDS doubling each time, then dead-lettered. */
  JOB_RETRY_LIMIT: wholeNumber(0, 3),
  JOB_RETRY_DELAY_SECONDS: wholeNumber(0, 30),
  /**
   * Outcomes (README "Outcomes"): the doctor's lists. Not responding: below OUTCOME_MIN_LOSS_PERCENT lost after
   * OUTCOME_REVIEW_WEEKS on the same (maintenance) dose. Losing too fast: more than OUTCOME_FAST_LOSS_LB_PER_WEEK pounds
   * a week over OUTCOME_FAST_LOSS_WEEKS weeks. No weight logged in OUTCOME_NO_WEIGHT_DAYS days.
   */
  OUTCOME_REVIEW_WEEKS: wholeNumber(1, 12),
  OUTCOME_MIN_LOSS_PERCENT: z.coerce.number().min(0).max(50).default(5),
  OUTCOME_FAST_LOSS_LB_PER_WEEK: z.coerce.number().min(0.5).max(20).default(2),
  OUTCOME_FAST_LOSS_WEEKS: wholeNumber(1, 4),
  OUTCOME_NO_WEIGHT_DAYS: wholeNumber(1, 30),
  /** Test only (NODE_ENV=test): a harmless job that records a run every this many seconds, to count runs across instances. */
  TEST_TICK_JOB_SECONDS: wholeNumber(0, 0),
  /**
   * Run the migrations (and reference data, demo seed) when the server starts: on by default (one instance, development).
   * Several instances: false on each, and `npm run migrate` once per deploy before they start.
   */
  MIGRATE_ON_START: bool.default(true),
  /**
   * On SIGTERM: seconds GET /ready answers 503 while the instance still serves (each reply with `Connection: close`),
   * so that the load balancer takes it out first. At least two health intervals plus a check's timeout: 10 in
   * production (deploy/Caddyfile checks every 2 s, two failures take an instance out), 0 elsewhere (tests, Ctrl-C).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).optional(),
  /** On SIGTERM, after the drain: seconds the requests in flight and the jobs get to finish; then the process exits 1. */
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 25),
  /** How long an Idempotency-Key's first reply is kept (platform/http/idempotency.ts): a day. */
  IDEMPOTENCY_KEY_TTL_SECONDS: wholeNumber(60, 24 * 3600),
  /** How often expired Idempotency-Keys are deleted; 0 turns the job off. */
  IDEMPOTENCY_JOB_SECONDS: wholeNumber(0, 3600),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DEMO_SEED' | 'JOBS_ENABLED' | 'SHUTDOWN_DRAIN_SECONDS'> & {
  DEMO_SEED: boolean;
  JOBS_ENABLED: boolean;
  SHUTDOWN_DRAIN_SECONDS: number;
  isProduction: boolean;
};

/** A production secret: not the dev default nor a placeholder, and not one character (or a few) repeated. */
function weakSecret(secret: string): boolean {
  return secret === DEV_JWT_SECRET || /change-?me|secret|password/i.test(secret) || new Set(secret).size < 8;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable is an unset one (compose's `${STRIPE_SECRET_KEY:-}`, a blank line in .env): its default applies.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const config = { ...parsed.data, ...overrides };
  const isProduction = config.NODE_ENV === 'production';
  if (isProduction && config.JWT_SECRET === DEV_JWT_SECRET) {
    throw new Error('JWT_SECRET must be set in production');
  }
  if (isProduction && weakSecret(config.JWT_SECRET)) {
    throw new Error('JWT_SECRET is too weak for production: use 32 or more random characters (openssl rand -base64 48)');
  }
  for (const [url, key] of [
    ['RX_PROVIDER_URL', 'RX_PROVIDER_API_KEY'],
    ['DIGITAL_RX_URL', 'DIGITAL_RX_API_KEY'],
  ] as const) {
    if (config[url] && !config[key]) throw new Error(`${key} must be set with ${url}`);
  }
  if ((config.S3_ENDPOINT || config.S3_PRESIGNED_DOWNLOADS) && !config.S3_BUCKET)
    throw new Error('S3_BUCKET must be set with S3_ENDPOINT or S3_PRESIGNED_DOWNLOADS');
  if (isProduction && !config.SMTP_URL) throw new Error('SMTP_URL must be set in production: sign-in codes are sent by email');
  const JOBS_ENABLED = config.JOBS_ENABLED ?? config.NODE_ENV !== 'test';
  const SHUTDOWN_DRAIN_SECONDS = config.SHUTDOWN_DRAIN_SECONDS ?? (isProduction ? 10 : 0);
  return { ...config, DEMO_SEED: config.DEMO_SEED ?? !isProduction, JOBS_ENABLED, SHUTDOWN_DRAIN_SECONDS, isProduction };
}
