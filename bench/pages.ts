/**
 * What a first visit costs in the browser, per portal (issue 9): starts the built app on an in-memory database,
 * then runs Lighthouse (performance only, its default mobile emulation and throttling) in Debian's Chromium on each
 * portal's sign-in page and on the signed-in patient dashboard (tokens in localStorage and the page session cookie, as
 * after a sign-in in the browser), and prints JavaScript bytes on the wire, the
 * performance score and LCP. Needs `npm run build` first. Bounded: one Lighthouse run a page, then it stops.
 *
 *   npm run bench:pages                 (builds first; npm run bench runs it after the API benchmarks)
 *   CHROMIUM_PATH=/usr/bin/chromium     (default)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3298);
const api = (path: string) => `http://127.0.0.1:${PORT}/api/v1${path}`;
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const ONLY = process.env.BENCH_PAGES_ONLY; // e.g. "partners": only the pages whose name contains it
const VERBOSE = Boolean(process.env.BENCH_PAGES_VERBOSE); // also print each page's requests and its LCP element

type Item = { url: string; networkRequestTime: number; networkEndTime: number; transferSize?: number };
/** The LCP element's markup, as Lighthouse saw it. */
const lcpElement = (lhr: { audits: Record<string, { details?: unknown }> }) =>
  (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] })?.items?.[0]
    ?.items?.[0]?.node?.snippet;
const ALL_PAGES: { name: string; label: string; path: string; signedInAs?: string }[] = [
  ...['admin', 'gymowner', 'partners', 'sale', 'medical', 'careteam', 'patient'].map((label) => ({
    name: `${label} sign-in`,
    label,
    path: '/sign-in',
  })),
  { name: 'portal index', label: '', path: '/' },
  { name: 'patient dashboard', label: 'patient', path: '/', signedInAs: 'patient@demo.test' },
];
const PAGES = ALL_PAGES.filter((page) => !ONLY || page.name.includes(ONLY));

if (!existsSync('dist/index.html')) throw new Error('Build the web app first: npm run build');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    DATABASE_URL: 'memory://',
    PORT: String(PORT),
    HOST: 'localhost',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PHARMACY_POLL_SECONDS: '0',
  },
  stdio: 'inherit',
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(api('/health')).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

/** Signs in through the API (e-mail, password, the code from the dev outbox) and returns the session the SPA keeps. */
async function sessionOf(email: string) {
  const post = (path: string, body: unknown) =>
    fetch(api(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  await post('/auth/login', { email, password: 'Demo-password-1' });
  const outbox = await fetch(api(`/dev/outbox?to=${encodeURIComponent(email)}&limit=1`)).then((r) => r.json());
  const code = /\b(\d{6})\b/.exec((outbox as { data: { body: string }[] }).data[0].body)![1];
  const reply = await fetch(api('/auth/verify-otp'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  const verified = (await reply.json()) as { data: { accessToken: string; refreshToken: string } };
  // A patient's sign-in also sets the page session cookie, with which the server draws the dashboard into its HTML.
  const cookies = reply.headers.getSetCookie().map((header) => {
    const [name, value] = header.split(';')[0].split('=');
    return { name, value };
  });
  const tokens = { accessToken: verified.data.accessToken, refreshToken: verified.data.refreshToken, delegateAccessToken: null };
  return { tokens, cookies };
}

type Row = { page: string; jsKb: number; score: number; lcpMs: number };

async function measure(port: number, url: string, keepStorage: boolean): Promise<Row & { page: string }> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) console.warn(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) console.warn(`${url} ended at ${lhr.finalDisplayedUrl}`);
  const requests = (lhr.audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }).items;
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  if (VERBOSE) {
    console.log(`\n${url}: LCP element ${JSON.stringify(lcpElement(lhr))}; requests (start, end ms, bytes):`);
    for (const r of requests as Item[])
      console.log(`  ${Math.round(r.networkRequestTime)} ${Math.round(r.networkEndTime)} ${r.transferSize} ${r.url}`);
  }
  return {
    page: url,
    jsKb: js / 1000,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
  };
}

await waitForHealth();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    const origin = `http://${page.label ? `${page.label}.` : ''}localhost:${PORT}`;
    if (page.signedInAs) {
      // The SPA keeps its tokens in localStorage (redux-persist), the server its page session cookie: set both, then load the page.
      const { tokens, cookies } = await sessionOf(page.signedInAs);
      const persisted = JSON.stringify({ session: JSON.stringify(tokens), _persist: JSON.stringify({ version: -1, rehydrated: true }) });
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const domain = new URL(origin).hostname;
      await browser
        .contexts()[0]
        .addCookies(cookies.map((c) => ({ ...c, domain, path: '/', httpOnly: true, sameSite: 'Strict' as const })));
      const tab = await browser.contexts()[0].newPage();
      // A page of the origin that does not run the app, which would persist its own (empty) session over ours.
      await tab.goto(`${origin}/api/v1/health`);
      await tab.evaluate((value) => localStorage.setItem('persist:root', value), persisted);
      // Keep the tokens (disableStorageReset) but not the files the sign-in pages left in the cache: a cold load.
      const cdp = await tab.context().newCDPSession(tab);
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
      await browser.close();
    }
    let row = await measure(chrome.port, `${origin}${page.path}`, Boolean(page.signedInAs));
    // A loaded machine now and then gives a run without a trace to measure: try that page once more.
    if (Number.isNaN(row.lcpMs)) row = await measure(chrome.port, `${origin}${page.path}`, Boolean(page.signedInAs));
    rows.push({ ...row, page: page.name });
  }
} finally {
  await chrome.kill();
  stopServer();
}

console.log('\nFirst visit, Lighthouse mobile (simulated slow 4G, 4x CPU slowdown), cold cache:');
console.log('| page | JavaScript on the wire | performance score | LCP |\n|---|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.page} | ${r.jsKb.toFixed(1)} kB | ${r.score} | ${(r.lcpMs / 1000).toFixed(2)} s |`);
process.exit(0);
