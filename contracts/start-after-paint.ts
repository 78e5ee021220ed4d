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

/**
 * The patient dashboard drawn on the server with the patient's data (server/platform/http/first-view.ts): the build
 * leaves its HTML template here (scripts/vite-prerender.ts), with the markup's place marked; the server puts the
 * replies the page was drawn from in a JSON script element of this id, which the app reads once (src/lib/first-view.ts).
 */
export const FIRST_VIEW_TEMPLATE = 'first-view/patient-dashboard.html';
export const FIRST_VIEW_MARKUP = '<!--first-view-markup-->';
export const FIRST_VIEW_DATA_ID = 'first-view-data';
/** The browser's time zone, which the app leaves in a plain cookie so that the drawn page shows the app's times. */
export const TIME_ZONE_COOKIE = 'time_zone';
