import { vi } from 'vitest';

/**
 * A window `width` px wide as media queries see it, with a fine pointer (jsdom has no matchMedia: lists then render wide). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function viewportWidth(width: number) {
  const px = (query: string, bound: string) => Number(new RegExp(`${bound}-width:\\s*([\\d.]+)px`).exec(query)?.[1] ?? NaN);
  stubMediaQueries((query) => /width/.test(query) && !(width > px(query, 'max')) && !(width < px(query, 'min')));
}

/** A touch screen as media queries see it: `(pointer: coarse)` matches, and nothing else. */
export const touchScreen = () => stubMediaQueries((query) => /pointer:\s*coarse/.test(query));

function stubMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
