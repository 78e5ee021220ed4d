import { describe, expect, it } from 'vitest';
import { countOf } from '../../contracts/plural';

describe('countOf', () => {
  it.each([
    [0, 'patient', undefined, '0 patients'],
    [1, 'patient', undefined, '1 patient'],
    [2, 'order', undefined, '2 orders'],
    [1200, 'order', undefined, '1,200 orders'],
    [1, 'box', 'boxes', '1 box'],
    [3, 'box', 'boxes', '3 boxes'],
  ])('%d %s', (n, singular, plural, text) => {
    expect(countOf(n, singular, plural)).toBe(text);
  });
});
