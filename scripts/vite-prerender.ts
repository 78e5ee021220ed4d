import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { APP_MODULES_META, FIRST_VIEW_MARKUP, FIRST_VIEW_TEMPLATE, START_AFTER_PAINT_SCRIPT } from '../contracts/start-after-paint.ts';
import type { PrerenderedPage } from '../src/prerender/sign-in';
import { writeCompressedCopies } from './vite-precompress.ts';

const ENTRY = '/src/prerender/sign-in.tsx';

/** The component whose chunk's CSS the prerendered pages need (inlined: one request less before the first paint). */
const STYLED_BY = /src\/features\/auth\/components\/auth-card\.tsx$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces exactly one occurrence, so that a changed index.html fails the build instead of a silent page. */
function replaceOnce(html: string, find: string | RegExp, by: string): string {
  const count = typeof find === 'string' ? html.split(find).length - 1 : (html.match(new RegExp(find, 'g')) ?? []).length;
  if (count !== 1) throw new Error(`prerender: expected one ${String(find)} in index.html, found ${count}`);
  return html.replace(find, () => by);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * index.html made ready for drawn pages: its stylesheets inlined (`readCss` gives a built file's text) and, in place of
 * the app's entry script and its preloads, the inline script that loads them after the first paint
 * (contracts/start-after-paint.ts). The page paints from the HTML alone, with no request before it.
 */
export async function drawnPageTemplate(indexHtml: string, readCss: (file: string) => Promise<string>): Promise<string> {
  const sheets = await Promise.all([...indexHtml.matchAll(STYLESHEET)].map(async ([tag, file]) => [tag, await readCss(file)] as const));
  let html = indexHtml;
  for (const [tag, css] of sheets) html = replaceOnce(html, tag, `<style>${css}</style>`);
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const modules = [entry[1], ...[...html.matchAll(PRELOAD)].map(([, href]) => href)];
  const start = `<meta name="${APP_MODULES_META}" content="${modules.join(' ')}" /><script>${START_AFTER_PAINT_SCRIPT}</script>`;
  return replaceOnce(html, entry[0], start).replace(PRELOAD, '');
}

/** The page's HTML: its title, its CSS, and its markup before the app's root (hidden until the app takes over). */
export function pageHtml(template: string, page: PrerenderedPage, css: string): string {
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (!page.favicon) html = replaceOnce(html, /\s*<link rel="icon"[^>]*>/, '');
  html = replaceOnce(html, '</head>', `<style>${css}</style></head>`);
  return replaceOnce(html, '<div id="root"></div>', `<div id="prerendered">${page.markup}</div><div id="root" hidden></div>`);
}

/**
 * Writes each portal host's sign-in page as HTML (src/prerender/sign-in.tsx, rendered with Vite's SSR loader), so
 * that the form paints before any script has run: `sign-in/<portal>.html` with brotli and gzip copies; and the
 * template of the patient dashboard drawn by the server (FIRST_VIEW_TEMPLATE).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      const outDir = config.build.outDir;
      const styled = Object.values(bundle).find((item) => item.type === 'chunk' && item.moduleIds.some((id) => STYLED_BY.test(id)));
      const cssFiles = styled?.type === 'chunk' ? [...(styled.viteMetadata?.importedCss ?? [])] : [];
      if (cssFiles.length === 0) throw new Error('prerender: no CSS found for the sign-in page');
      const readCss = (file: string) => readFile(join(outDir, file), 'utf8');
      const css = (await Promise.all(cssFiles.map(readCss))).join('');
      const template = await drawnPageTemplate(await readFile(join(outDir, 'index.html'), 'utf8'), readCss);

      const server = await createServer({
        configFile: false,
        root: config.root,
        resolve: { alias: config.resolve.alias },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerenderedPages } = (await server.ssrLoadModule(ENTRY)) as { prerenderedPages: () => PrerenderedPage[] };
        for (const page of prerenderedPages()) {
          const path = join(outDir, page.file);
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, pageHtml(template, page, css));
          await writeCompressedCopies(path);
        }
      } finally {
        await server.close();
      }
      // The patient dashboard's page, which the server fills with the patient's own dashboard (its styles inline).
      const firstView = { file: FIRST_VIEW_TEMPLATE, title: 'Dashboard', favicon: true, markup: FIRST_VIEW_MARKUP };
      await mkdir(join(outDir, dirname(FIRST_VIEW_TEMPLATE)), { recursive: true });
      await writeFile(join(outDir, FIRST_VIEW_TEMPLATE), pageHtml(template, firstView, ''));
    },
  };
}
