import { describe, expect, it } from 'vitest';
import { BuildProfile, formatProfile, unionMs, type ProfileClock } from './profile';

/** A clock the test moves by hand, with RSS and its high-water mark set by the test. */
function fakeClock() {
  const c = { t: 0, rssNow: 100, max: 100, lines: [] as string[] };
  const clock: ProfileClock = {
    now: () => c.t,
    rss: () => c.rssNow,
    maxRss: () => c.max,
    log: (l) => c.lines.push(l),
  };
  return { c, clock };
}

describe('build profile', () => {
  it('counts overlapping spans once', () => {
    expect(
      unionMs([
        [0, 10],
        [5, 15],
        [20, 30],
      ]),
    ).toBe(25);
    expect(unionMs([])).toBe(0);
  });
  it('sums a phase entered several times, with its peak memory, in build order', () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    const endRender = p.start('render API pages');
    c.t = 3000;
    c.rssNow = 500;
    p.sample(true);
    c.rssNow = 200;
    endRender();
    p.time('spec load', () => {
      c.t += 1000;
      // The high-water mark rose during the phase: it is the phase's peak.
      c.max = 900;
    });
    p.time('spec load', () => {
      c.t += 500;
    });
    const stats = p.stats();
    expect(stats.map((s) => s.name)).toEqual(['spec load', 'render API pages']);
    expect(stats[0]).toEqual({ name: 'spec load', ms: 1500, peakRss: 900 });
    expect(stats[1]).toEqual({ name: 'render API pages', ms: 3000, peakRss: 500 });
  });
  it('times async phases and prints each phase with its time and peak RSS', async () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    c.rssNow = 300 * 1024 * 1024;
    await p.time('search index', async () => {
      c.t += 2500;
    });
    expect(formatProfile(p.stats())).toEqual([
      'profile phase             time  peak RSS',
      'profile search index     2.5 s  300 MB',
    ]);
  });
  it('prints progress every few seconds, not per unit, and records nothing when disabled', () => {
    const { c, clock } = fakeClock();
    const p = new BuildProfile(clock);
    const end = p.start('render API pages');
    const progress = p.progress('render API pages', {
      verb: 'render',
      total: 7153,
      unit: 'pages',
      what: 'API idn-v3',
    });
    for (let i = 0; i < 1200; i++) {
      c.t += 5;
      progress.tick();
    }
    end();
    expect(c.lines).toEqual(['render  1,000 / 7,153 pages (API idn-v3)']);
    const off = new BuildProfile(clock, false);
    off.time('model', () => (c.t += 10_000));
    off.progress('model', { verb: 'model', total: 2, unit: 'specs' }).tick();
    expect(off.stats()).toEqual([]);
  });
});
