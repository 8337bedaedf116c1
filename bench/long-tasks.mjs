#!/usr/bin/env node
// Where the main thread goes in each long task of one page load: headless Chromium at 412 × 823
// with the CPU throttled (default 4×), a sampling profile of the page aligned with the browser's
// long tasks, and for each task the functions with the most time in it (inclusive; SELF=1: self
// time; ONLY=<text>: only frames whose name or file contains it, e.g. ONLY=index. for the theme's
// components; TOPN: how many). A diagnostic, not a benchmark: one load, no medians. Names are
// readable only in a build whose scripts are not mangled.
//
//   [IDLE=1] node bench/long-tasks.mjs doc_build /idn/api/v3/list-sources [4]
import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
import { useAndWaitHydrated } from './hydrate.mjs';
const [root, page, rate = '4'] = process.argv.slice(2);
const s = await serveSite(root);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const tab = await context.newPage();
const cdp = await context.newCDPSession(tab);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await tab.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  window.__markAt = performance.now();
  (function __portalMarker() {
    const t = performance.now();
    while (performance.now() - t < 4) {}
  })();
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await tab.goto(s.url + page, { waitUntil: 'load' });
// IDLE=1: the page as a reader who does not touch it sees it (no use: the app does not start,
// theme/boot/first-use.ts), for 5 s after load. Otherwise the mouse moves and the page hydrates.
if (process.env.IDLE) await tab.waitForTimeout(5000);
else {
  await useAndWaitHydrated(tab);
  await tab.waitForTimeout(1500);
}
const { profile } = await cdp.send('Profiler.stop');
const info = await tab.evaluate(() => ({
  lt: window.__lt,
  mark: window.__markAt,
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
}));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id) => {
  const out = [];
  let cur = id;
  while (cur) {
    const n = byId.get(cur);
    out.push(
      `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.columnNumber}`,
    );
    cur = parent.get(cur);
  }
  return out;
};
let t = profile.startTime;
const samples = [];
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i];
  samples.push([t / 1000, id, profile.timeDeltas[i + 1] ?? 0]);
});
const markSample = samples.find(([, id]) =>
  stackOf(id).some((f) => f.startsWith('__portalMarker')),
);
const offset = markSample[0] - info.mark; // profile ms = page ms + offset
console.log('fcp', Math.round(info.fcp), 'tasks', JSON.stringify(info.lt));
for (const [start, dur] of info.lt) {
  const incl = new Map();
  for (const [ts, id, d] of samples) {
    const pm = ts - offset;
    if (pm < start || pm > start + dur) continue;
    for (const f of new Set(process.env.SELF ? stackOf(id).slice(0, 1) : stackOf(id)))
      incl.set(f, (incl.get(f) ?? 0) + d / 1000);
  }
  console.log(`--- task at ${start} ms, ${dur} ms`);
  const skip = process.env.ONLY
    ? { test: (k) => !k.includes(process.env.ONLY) }
    : /^\((root|program|idle)\)|^(anon) :|webpack_require/;
  for (const [k, v] of [...incl]
    .filter(([k]) => !skip.test(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOPN ?? 12)))
    console.log('   ', v.toFixed(1).padStart(6), k);
}
await browser.close();
await s.close();
