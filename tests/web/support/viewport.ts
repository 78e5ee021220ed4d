import { vi } from 'vitest';

/**
 * A window `width` px wide as media queries see it (jsdom has no matchMedia: lists then render wide). Undo with
 * `vi.unstubAllGlobals()`.
 */
export function viewportWidth(width: number) {
  const px = (query: string, bound: string) => Number(new RegExp(`${bound}-width:\\s*([\\d.]+)px`).exec(query)?.[1] ?? NaN);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !(width > px(query, 'max')) && !(width < px(query, 'min')),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
