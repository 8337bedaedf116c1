import { describe, expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

describe('collectGarbage', () => {
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
