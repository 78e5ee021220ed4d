import { useLayoutEffect } from 'react';

/**
 * A portal's `/sign-in` arrives with its form already in the HTML (`#prerendered`, made at build time by
 * scripts/vite-prerender.ts) and the app's root hidden, so that the form shows before any script has run. The app
 * then draws the same page in the hidden root and hands over: what was typed is kept, the focus moves to the same
 * field, the static copy goes. Other pages arrive with an empty, visible root and none of this applies.
 */
export const PRERENDERED_ID = 'prerendered';

// No document when the page itself is being drawn at build time.
const prerendered = (doc: Document | undefined) => doc?.getElementById(PRERENDERED_ID) ?? null;

/** What was typed into the static form's named fields before the app started (empty strings when nothing was). */
export function prerenderedValues<K extends string>(
  names: readonly K[],
  doc: Document | undefined = globalThis.document,
): Record<K, string> {
  const node = prerendered(doc);
  const values = {} as Record<K, string>;
  for (const name of names) {
    const input = node?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    values[name] = input?.value ?? '';
  }
  return values;
}

/** Shows the app's root in place of the static page, moving the focus to the field of the same name. */
export function handOffPrerendered(doc: Document = document): void {
  const node = prerendered(doc);
  if (!node) return;
  const active = doc.activeElement;
  const focusedName = active instanceof HTMLInputElement && node.contains(active) ? active.name : null;
  node.remove();
  const root = doc.getElementById('root');
  if (root) root.hidden = false;
  if (focusedName) doc.querySelector<HTMLElement>(`[name="${focusedName}"]`)?.focus();
}

/** Takes the page over from its build-time copy as soon as this component is in the DOM, before it is painted. */
export function useHandOffPrerendered(): void {
  useLayoutEffect(() => handOffPrerendered(), []);
}
