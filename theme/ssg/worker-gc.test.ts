import { describe, expect, it } from 'vitest';
import { pageRendered } from './worker-gc';

describe('worker-gc', () => {
  it('collects once every `every` pages', () => {
    let n = 0;
    const collected = Array.from({ length: 7 }, () => pageRendered(3, () => n++));
    expect(n).toBe(2);
    expect(collected.filter(Boolean)).toHaveLength(2);
  });
});
