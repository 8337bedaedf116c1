import { describe, expect, it } from 'vitest';
import { listenAll } from './listen';

/** Records calls: Node's EventTarget has no capture phase, so the test checks the calls themselves. */
function recordingTarget() {
  const calls: string[] = [];
  const target = {
    addEventListener: (type: string, _h: unknown, capture?: boolean) =>
      calls.push(`add ${type}${capture ? ' capture' : ''}`),
    removeEventListener: (type: string, _h: unknown, capture?: boolean) =>
      calls.push(`remove ${type}${capture ? ' capture' : ''}`),
    dispatchEvent: () => true,
  };
  return { target, calls };
}

describe('listenAll', () => {
  it('adds every listener and removes each with the same phase', () => {
    const { target, calls } = recordingTarget();
    const stop = listenAll([
      [target, 'click', () => undefined],
      [target, 'toggle', () => undefined, true],
    ]);
    expect(calls).toEqual(['add click', 'add toggle capture']);
    stop();
    expect(calls.slice(2)).toEqual(['remove click', 'remove toggle capture']);
  });
  it('calls the handler it was given', () => {
    const target = new EventTarget();
    let n = 0;
    const stop = listenAll([[target, 'a', () => n++]]);
    target.dispatchEvent(new Event('a'));
    stop();
    target.dispatchEvent(new Event('a'));
    expect(n).toBe(1);
  });
});
