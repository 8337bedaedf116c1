import { describe, expect, it } from 'vitest';
import { listenAll } from './listen';

describe('listenAll', () => {
  it('adds every listener and removes them all, capture ones included', () => {
    const target = new EventTarget();
    const seen: string[] = [];
    const stop = listenAll([
      [target, 'a', () => seen.push('a')],
      [target, 'b', () => seen.push('b'), true],
    ]);
    target.dispatchEvent(new Event('a'));
    target.dispatchEvent(new Event('b'));
    stop();
    target.dispatchEvent(new Event('a'));
    target.dispatchEvent(new Event('b'));
    expect(seen).toEqual(['a', 'b']);
  });
});
