import { describe, expect, it } from 'vitest';
import { collectGarbage, pageRendered } from './worker-gc';

describe('worker-gc', () => {
  it('collects once every `every` pages', () => {
    let n = 0;
    const collected = Array.from({ length: 7 }, () => pageRendered(3, () => n++));
    expect(n).toBe(2);
    expect(collected.filter(Boolean)).toHaveLength(2);
  });
  it('frees unreachable memory without --expose-gc', () => {
    const used = () => process.memoryUsage().heapUsed;
    let garbage: number[][] | undefined = Array.from({ length: 200 }, () =>
      new Array(50_000).fill(1),
    );
    const full = used();
    garbage = undefined;
    collectGarbage();
    expect(garbage).toBeUndefined();
    expect(full - used()).toBeGreaterThan(40 * 1024 * 1024);
  });
});
