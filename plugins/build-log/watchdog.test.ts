import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Watchdog } from './watchdog';

const open: Array<{ dog: Watchdog; fd: number }> = [];
function watchdog(every: number) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'watchdog-')), 'log');
  const fd = fs.openSync(file, 'w');
  const dog = new Watchdog({ fd, every });
  open.push({ dog, fd });
  return { dog, lines: () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) };
}
afterEach(async () => {
  for (const { dog, fd } of open.splice(0)) {
    await dog.stop();
    fs.closeSync(fd);
  }
});

/**
 * Keeps this thread busy (no timer, no message can run), calling `until` all along, until it holds
 * after `atLeastMs`, or 15 s passed.
 */
function busy(until: () => boolean, atLeastMs = 0) {
  const start = performance.now();
  while (performance.now() - start < 15_000) {
    const done = until();
    if (done && performance.now() - start >= atLeastMs) return;
  }
}

describe('the heartbeat watchdog', () => {
  it('prints the open phase while the main thread is blocked in one synchronous call', () => {
    const { dog, lines } = watchdog(200);
    dog.watch({ name: 'spec load', openedAt: performance.now() });
    busy(() => lines().length >= 2);
    expect(lines().length).toBeGreaterThanOrEqual(2);
    for (const l of lines()) expect(l).toMatch(/^info {4}spec load: \d+ s so far$/);
  });
  it("names the phase's count and unit when it counts", () => {
    const { dog, lines } = watchdog(200);
    dog.watch({ name: 'render API pages', openedAt: performance.now() - 30_000, unit: 'pages' });
    dog.count(1200, 11292);
    busy(() => lines().length >= 1);
    expect(lines()[0]).toBe('info    render API pages: 30 s so far, 1,200 / 11,292 pages');
  });
  it('stays silent while lines are printed, and when no phase is open', () => {
    // Silence of 2 s: more than a loaded machine's pauses between the printed lines below.
    const { dog, lines } = watchdog(2000);
    dog.watch({ name: 'spec load', openedAt: performance.now() });
    // The main thread printing a line every 20 ms for 3 s.
    let last = performance.now();
    busy(() => {
      const t = performance.now();
      if (t - last > 20) dog.printed((last = t));
      return true;
    }, 3000);
    expect(lines()).toEqual([]);
    dog.watch(undefined);
    busy(() => true, 2500);
    expect(lines()).toEqual([]);
    // Control: the same silence with the phase open is heard.
    dog.watch({ name: 'spec load', openedAt: performance.now() });
    busy(() => lines().length >= 1);
    expect(lines()).toHaveLength(1);
  });
});
