/**
 * "1 patient", "3 patients", "1,200 orders": a count with its noun, for every sentence the product writes (server
 * messages and screens alike). `plural` for nouns that do not take an s ("1 box", "2 boxes").
 */
export const countOf = (n: number, singular: string, plural = `${singular}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
