// What the A/B benches share (lighthouse-ab.mjs, blocking-ab.mjs, task-times-ab.mjs): the builds
// from SITES, each served by deploy/nginx.conf, loaded in turn (A, B, A, B, …) so that both see
// the same machine, medians per page and build, and the load average before and after; for the
// Chromium ones, a phone-sized tab loaded until the page has hydrated.
import { findNginx, startNginx } from '../deploy/local-nginx.mjs';
import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
import { load } from './stats.mjs';
import { useAndWaitHydrated } from './hydrate.mjs';

/** A `setup` for runAB that starts headless Chromium and hands it to `use`. */
export const withChromium = (use) => async () => {
  const browser = await launchChromium();
  use(browser);
  return () => browser.close();
};

/**
 * Runs `fn(tab, context)` in a new context of Lighthouse's mobile viewport (412 × 823), closed
 * afterwards; `load(url)` on the tab goes to the page and waits until it has hydrated and 1.5 s
 * more (the tasks that follow hydration).
 */
export async function inPhoneTab(browser, fn) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    const load = async (url) => {
      await tab.goto(url, { waitUntil: 'load' });
      await useAndWaitHydrated(tab);
      await tab.waitForTimeout(1500);
    };
    return await fn(tab, context, load);
  } finally {
    await context.close();
  }
}

/**
 * Loads every page of PAGES (default `pages`) on every build of SITES, N times (default `loads`),
 * in turn; `measure(url)` returns one run's figures, `line(runs)` the printed summary of a page
 * and build. `setup` starts the browser and returns its `close`.
 */
export async function runAB({ pages, loads, setup, measure, line, note }) {
  const sites = (process.env.SITES ?? '').split(',').filter(Boolean);
  if (sites.length < 2) {
    console.error('SITES=<built site A>,<built site B> is required');
    process.exit(1);
  }
  const list = (process.env.PAGES ?? pages).split(',');
  const n = Number(process.env.N ?? loads);
  const servers = [];
  // Without nginx (not installed), the tests' static server: no CSP or compression headers, the
  // same for every build, so the comparison holds.
  const nginx = Boolean(findNginx());
  if (!nginx) console.log('no nginx: the builds are served by tests/harness/serve.mjs');
  const serve = async (root) => {
    if (nginx) return startNginx({ root });
    const s = await serveSite(root);
    return { url: s.url, stop: s.close };
  };
  for (const root of sites) servers.push({ site: root, ...(await serve(root)) });
  const close = await setup();
  console.log(`load average before: ${load()}`);
  const results = new Map();
  try {
    for (let i = 0; i < n; i++)
      for (const page of list)
        for (const server of servers) {
          const key = `${page}  ${server.site}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(await measure(server.url + page));
        }
  } finally {
    await close();
    for (const s of servers) await s.stop();
  }
  for (const [key, runs] of results) console.log(`${key.padEnd(64)} ${line(runs)}`);
  console.log(
    `load average after: ${load()}; ${n} loads per page and build, medians${note ? `; ${note}` : ''}`,
  );
}
