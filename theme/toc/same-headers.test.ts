import { describe, expect, it } from 'vitest';
import { sameHeaders } from './same-headers';

const h = (id: string, text = id, depth = 2) => ({ id, text, depth });

describe('sameHeaders', () => {
  it('is true for the same entries in the same order, whatever else they carry', () => {
    expect(
      sameHeaders(
        [h('a'), h('b', 'B', 3)],
        [{ ...h('a'), charIndex: 0 } as ReturnType<typeof h>, h('b', 'B', 3)],
      ),
    ).toBe(true);
    expect(sameHeaders([], [])).toBe(true);
  });
  it('is false when an entry is added, removed, reordered or changed', () => {
    expect(sameHeaders([h('a')], [h('a'), h('b')])).toBe(false);
    expect(sameHeaders([h('a'), h('b')], [h('b'), h('a')])).toBe(false);
    expect(sameHeaders([h('a', 'A')], [h('a', 'A <code>x</code>')])).toBe(false);
    expect(sameHeaders([h('a', 'A', 2)], [h('a', 'A', 3)])).toBe(false);
  });
});
