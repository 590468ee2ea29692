import { describe, expect, it } from 'vitest';
import { FREQ_PRECISION, scoreUnits } from '../../../src/search/build-index.js';

/** What wink keeps of a score (toFixed to FREQ_PRECISION digits), in units of 10^-FREQ_PRECISION. */
const winkUnits = (score: number) => Math.round(Number(score.toFixed(FREQ_PRECISION)) * 10 ** FREQ_PRECISION);

describe('scoreUnits', () => {
  it('keeps every score as wink rounds it, halves included', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const scores: number[] = [0, 1, 0.00005, 0.00015, 0.00025, 1.00005, 2.71835, 12.34565];
    for (let i = 0; i < 200_000; i++) scores.push(random() * 30);
    // Halves of the last digit, and their neighbours a step of the double away, where rounding the product could differ.
    for (let k = 0; k < 300_000; k += 7) {
      const half = (k + 0.5) / 10 ** FREQ_PRECISION;
      scores.push(half, half * (1 + Number.EPSILON), half * (1 - Number.EPSILON));
    }
    const differing = scores.filter((s) => scoreUnits(s) !== winkUnits(s));
    expect(differing).toEqual([]);
  });
});
