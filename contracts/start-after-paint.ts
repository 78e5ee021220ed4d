/**
 * A page drawn at build time (the portals' sign-in pages, see scripts/vite-prerender.ts) starts the app with this one
 * inline script instead of the app's entry script: once the browser has painted the page from its HTML, it preloads
 * the modules named by the `app-modules` meta element and imports the first. Nothing is fetched before that paint.
 * The server's CSP allows exactly this script by its hash (server/platform/http/security.ts): no other inline script runs.
 */
export const APP_MODULES_META = 'app-modules';

export const START_AFTER_PAINT_SCRIPT = [
  'requestAnimationFrame(()=>setTimeout(()=>{',
  `const m=document.querySelector('meta[name="${APP_MODULES_META}"]').content.split(' ');`,
  "for(const f of m.slice(1)){const l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.append(l)}",
  'import(m[0])},0))',
].join('');
