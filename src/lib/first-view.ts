import { FIRST_VIEW_DATA_ID } from '@contracts/start-after-paint';
import { hasStoredSession } from '@/lib/session';

/**
 * The replies the server drew the patient dashboard from (server/platform/http/first-view.ts), by SWR key, taken out
 * of the page once: the app starts its cache with them, so that its dashboard draws the same page at once and takes
 * the drawn copy over (lib/prerendered.ts). Only with a session kept in this browser: signed out, they are dropped.
 */
export function takeFirstViewReplies(doc: Document | undefined = globalThis.document): [string, unknown][] {
  const element = doc?.getElementById(FIRST_VIEW_DATA_ID);
  if (!element) return [];
  element.remove();
  if (!hasStoredSession()) return [];
  try {
    const entries = JSON.parse(element.textContent ?? '[]') as unknown;
    return Array.isArray(entries) ? (entries as [string, unknown][]) : [];
  } catch {
    return [];
  }
}
