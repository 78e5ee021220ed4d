// The arithmetic of the charts: round ticks for a value axis, and which category labels fit under a category axis.

/**
 * Round values for a value axis from `min` to at least `max`: about `count` steps, each 1, 2 or 5 times a power of
 * ten and at least `minStep` (1 for counts, so that no axis reads 0.5 orders). The first tick is at or below `min`.
 */
export function niceTicks(min: number, max: number, { count = 5, minStep = 0 } = {}): number[] {
  const raw = (max - min || Math.abs(max) || 1) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(minStep, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-9)) ?? 10 * power);
  const first = Math.floor(min / step) * step;
  const steps = Math.max(1, Math.ceil((max - first) / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, i) => Number((first + i * step).toPrecision(12)));
}

/** About how wide a label of this many characters is at 12 px, in pixels. */
export const textWidth = (text: string) => text.length * 6.5;

/**
 * Every how many categories a label is shown, so that labels `space` pixels apart in all do not overlap: 1 when all
 * fit, 2 for every other one, and so on.
 */
export function labelEvery(labels: readonly string[], space: number): number {
  const widest = Math.max(0, ...labels.map(textWidth)) + 8;
  return Math.max(1, Math.ceil((widest * labels.length) / Math.max(space, 1)));
}

/** The label cut to `width` pixels with an ellipsis, whole when it fits. */
export function fitText(text: string, width: number): string {
  const chars = Math.floor(width / 6.5);
  return text.length <= chars ? text : `${text.slice(0, Math.max(1, chars - 1)).trimEnd()}…`;
}
