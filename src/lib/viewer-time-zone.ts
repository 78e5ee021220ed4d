/**
 * The viewer's time zone for the dates and times a page shows. In the browser it is the browser's own. On the server
 * (the patient dashboard drawn into its HTML: src/prerender/patient-dashboard.tsx) it is the zone the browser sent
 * in the `time_zone` cookie, set by the app at every start, so that the drawn page shows the same times the app will.
 */
import { TIME_ZONE_COOKIE } from '@contracts/start-after-paint';

let drawingFor: string | undefined;
const formats = new Map<string, Intl.DateTimeFormat>();

/** An en-US date format in the viewer's zone (made once per options and zone). */
export function viewerFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name}|${drawingFor ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', drawingFor ? { ...options, timeZone: drawingFor } : options);
    formats.set(key, format);
  }
  return format;
}

/** A real IANA zone name, or undefined. */
export function validTimeZone(name: string | undefined): string | undefined {
  if (!name || name.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Runs a (synchronous) render with dates and times shown in `timeZone`, on the server. */
export function inViewerTimeZone<T>(timeZone: string | undefined, draw: () => T): T {
  const previous = drawingFor;
  drawingFor = validTimeZone(timeZone);
  try {
    return draw();
  } finally {
    drawingFor = previous;
  }
}

/** Tells the server the browser's zone (for the next page it draws). Not a secret: a plain, script-readable cookie. */
export function rememberTimeZone(doc: Document = document): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=strict`;
}
