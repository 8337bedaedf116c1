import { describe, expect, it } from 'vitest';
import { loadAfterPaint, loadAfterPaintScript, SCRIPT_LIST_ID } from './load-after-paint';

/** A document and window just big enough for the loader, with the timers and frames under the test's control. */
function fakePage(opts: { readyState: string; list?: string[]; hidden?: boolean }) {
  const added: { src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  // The paint observer: `paint()` reports the first contentful paint to it.
  let onPaint: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  let observed = false;
  class FakeObserver {
    constructor(cb: typeof onPaint) {
      onPaint = cb;
    }
    observe(opts: { type: string; buffered: boolean }) {
      observed = opts.type === 'paint' && opts.buffered;
    }
    disconnect() {
      observed = false;
    }
  }
  const paint = () => {
    if (observed)
      onPaint!({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) });
  };
  const document = {
    readyState: opts.readyState,
    visibilityState: opts.hidden ? 'hidden' : 'visible',
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    getElementById: (id: string) =>
      id === SCRIPT_LIST_ID && opts.list ? { textContent: JSON.stringify(opts.list) } : null,
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (s: { src: string; async: boolean }) => added.push(s) },
  };
  const g = globalThis as Record<string, unknown>;
  const saved = {
    document: g.document,
    requestAnimationFrame: g.requestAnimationFrame,
    setTimeout: g.setTimeout,
    PerformanceObserver: g.PerformanceObserver,
  };
  Object.assign(g, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    PerformanceObserver: FakeObserver,
  });
  return { added, listeners, frames, timers, paint, restore: () => Object.assign(g, saved) };
}

describe('loadAfterPaint', () => {
  it('adds the listed scripts, in order, once the document is parsed, a frame drawn and the first content painted', () => {
    const page = fakePage({ readyState: 'loading', list: ['/a.js', '/b.js'] });
    try {
      loadAfterPaint(SCRIPT_LIST_ID, 200);
      expect(page.frames).toHaveLength(0);
      page.listeners.DOMContentLoaded!();
      page.frames.shift()!();
      expect(page.added).toEqual([]);
      // The task after the frame starts watching for the paint entry.
      page.timers.find((t) => t.ms === 0)!.fn();
      expect(page.added).toEqual([]);
      page.paint();
      expect(page.added).toEqual([
        { src: '/a.js', async: false },
        { src: '/b.js', async: false },
      ]);
      // The fallback of a visible tab (ten times the delay) fires later and adds nothing twice.
      page.timers.find((t) => t.ms === 2000)!.fn();
      expect(page.added).toHaveLength(2);
    } finally {
      page.restore();
    }
  });
  it('starts after the fallback delay in a tab opened in the background (no frames, no paint)', () => {
    const page = fakePage({ readyState: 'interactive', list: ['/a.js'], hidden: true });
    try {
      loadAfterPaint(SCRIPT_LIST_ID, 200);
      expect(page.added).toEqual([]);
      page.timers.find((t) => t.ms === 200)!.fn();
      expect(page.added.map((s) => s.src)).toEqual(['/a.js']);
    } finally {
      page.restore();
    }
  });
  it('is sent as a self-contained script that names the list', () => {
    const source = loadAfterPaintScript();
    expect(source).toContain(JSON.stringify(SCRIPT_LIST_ID));
    expect(() => new Function(source)).not.toThrow();
  });
});
