// What one page costs a reader, in headless Chromium: JavaScript a first load fetches (raw and
// gzip -9; the preview server sends files uncompressed), raw and gzip HTML, DOM nodes after
// hydration, and main-thread script time of the load (CDP ScriptDuration), median of `loads`.
import zlib from 'node:zlib';
import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
import { median } from './stats.mjs';
import { useAndWaitHydrated } from './hydrate.mjs';

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

export async function pageMetrics(siteDir, route, { loads = 3 } = {}) {
  const server = await serveSite(siteDir);
  const browser = await launchChromium();
  const runs = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const bodies = [];
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type === 'script' || type === 'document')
          bodies.push(
            res
              .body()
              .then((b) => ({ type, b }))
              .catch(() => null),
          );
      });
      await page.goto(server.url + route, { waitUntil: 'load' });
      await useAndWaitHydrated(page);
      await page.waitForLoadState('networkidle');
      const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const script = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
      const all = (await Promise.all(bodies)).filter(Boolean);
      const sum = (list, f) => list.reduce((n, x) => n + f(x.b), 0);
      const js = all.filter((x) => x.type === 'script');
      const doc = all.filter((x) => x.type === 'document');
      runs.push({
        htmlRaw: sum(doc, (b) => b.length),
        htmlGzip: sum(doc, gz),
        jsRaw: sum(js, (b) => b.length),
        jsGzip: sum(js, gz),
        jsFiles: js.length,
        dom,
        scriptMs: script * 1000,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const last = runs[runs.length - 1];
  return { ...last, scriptMs: median(runs.map((r) => r.scriptMs)) };
}
