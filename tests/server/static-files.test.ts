import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

// A built app as `vite build` leaves it: files with their brotli and gzip copies (scripts/vite-precompress.ts).
const html = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
// A portal host's sign-in page drawn at build time (scripts/vite-prerender.ts); the care portal's is missing here.
const signInPage = (name: string) =>
  `<!doctype html><html><body><div id="prerendered">${name}</div><div id="root" hidden></div></body></html>`;
let web: TestApp;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'spa-compressed-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'sign-in'));
  for (const [name, text] of [
    ['index.html', html],
    ['assets/app-abc.js', script],
    ...['medical', 'partner', 'partner-alternate'].map((portal) => [`sign-in/${portal}.html`, signInPage(portal)]),
  ]) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  web = await createTestApp({ PUBLIC_DIR: dir });
});
afterAll(() => web.close());

const get = (url: string, encoding?: string) =>
  web.app.inject({ url, headers: { host: 'patient.localhost:3000', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('built files', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, and the file to others', async () => {
    const br = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);

    const gz = await get('/assets/app-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toMatch(/javascript/);
  });

  it('caches hashed assets for good and makes the browser revalidate every page', async () => {
    expect((await get('/assets/app-abc.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/orders/123']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(html);
    }
  });
});

describe('sign-in pages', () => {
  const page = (host: string, url = '/sign-in') => web.app.inject({ url, headers: { host } });

  it("sends a portal host's sign-in page with its form already drawn, revalidated like every page", async () => {
    for (const [host, file] of [
      ['medical.localhost:3000', 'medical'],
      ['gymowner.localhost:3000', 'partner'],
      ['partners.localhost', 'partner-alternate'],
    ]) {
      const reply = await page(host);
      expect(reply.statusCode, host).toBe(200);
      expect(reply.headers['cache-control'], host).toBe('no-cache');
      expect(reply.body, host).toBe(signInPage(file));
    }
    const query = await page('medical.localhost', '/sign-in?next=%2Forders');
    expect(query.body).toBe(signInPage('medical'));
  });

  it('sends the app shell for other pages, other hosts and a portal built without its sign-in page', async () => {
    for (const [host, url] of [
      ['medical.localhost', '/'],
      ['medical.localhost', '/sign-up'],
      ['localhost:3000', '/sign-in'],
      ['nowhere.localhost', '/sign-in'],
      ['careteam.localhost', '/sign-in'],
    ]) {
      const reply = await page(host, url);
      expect(reply.statusCode, `${host}${url}`).toBe(200);
      expect(reply.body, `${host}${url}`).toBe(html);
    }
  });
});

describe('the icon', () => {
  it('answers /favicon.ico with no content rather than a 404, so the alternate host (no icon) logs no failed request', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(204);
    expect(icon.body).toBe('');
  });
});

describe('API replies', () => {
  it('compresses a reply above 1 kB as the client asks, and leaves a small one as it is', async () => {
    const big = await web.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { paths: object };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);

    const gz = await web.app.inject({ url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).length).toBeGreaterThan(gz.rawPayload.length);

    const small = await web.app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe("an intake link typed on a partner's own host", () => {
  it.each(['/start', '/start2', '/start3', '/single-link'])(
    'redirects %s to the patient host, keeping the port and the partner',
    async (path) => {
      for (const host of ['gymowner.localhost:3000', 'partners.localhost:3000']) {
        const res = await web.app.inject({ url: `${path}?partner=p-1`, headers: { host } });
        expect(res.statusCode, host).toBe(302);
        expect(res.headers.location, host).toBe(`http://patient.localhost:3000${path}?partner=p-1`);
      }
    },
  );

  it('leaves the intake on the patient host and other partner pages alone', async () => {
    expect((await get('/start?partner=p-1')).statusCode).toBe(200);
    const orders = await web.app.inject({ url: '/orders', headers: { host: 'gymowner.localhost:3000' } });
    expect(orders.statusCode).toBe(200);
  });
});
