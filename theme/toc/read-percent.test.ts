import { describe, expect, it } from 'vitest';
import { readPercent } from './read-percent';

describe('readPercent', () => {
  it("is Rspress's figure: 0 at the top, 100 at most, the viewport counted once scrolled", () => {
    expect(readPercent(0, 4000, 800)).toBe(0);
    expect(readPercent(30, 4000, 800)).toBe(0);
    expect(readPercent(1000, 4000, 800)).toBe(43);
    expect(readPercent(5000, 4000, 800)).toBe(100);
    expect(readPercent(100, 0, 800)).toBe(100);
  });
});
