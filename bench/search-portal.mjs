// The portal's own search (theme/search/) measured through its UI in headless Chromium: bytes from
// Ctrl+K to the first result (cold cache), keystroke → results, index ready, and the relevance set
// on the search page. Timings come from window.__searchTimings (theme/search/timings.ts).
import { relevanceHit } from '../tests/lib/search-relevance-cases.mjs';
import { sum } from './search-site.mjs';
import { useAndWaitHydrated } from './hydrate.mjs';

const VIEWPORT = { width: 1280, height: 800 };

async function ready(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await useAndWaitHydrated(page);
  await page.waitForLoadState('networkidle');
}

async function waitResults(page, q) {
  try {
    await page.waitForFunction(
      (want) => (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === want && k.hits > 0),
      q,
      { timeout: 30_000 },
    );
  } catch (e) {
    const t = await page
      .evaluate(() => JSON.stringify(window.__searchTimings ?? null))
      .catch(() => '');
    throw new Error(`no results for "${q}" on ${page.url()}: ${t.slice(0, 600)}`, { cause: e });
  }
}

/** Waits until the results of `q` were shown with the deferred parts of the index (schema pages) in. */
async function waitComplete(page, q, timeout = 15_000) {
  await page.waitForFunction((want) => (window.__searchTimings?.complete ?? []).includes(want), q, {
    timeout,
  });
}

/**
 * Bytes from Ctrl+K to the first result of `c.q` on `c.route`, in a fresh context (cold cache; the
 * page's own load excluded): the files requested before the results were in the DOM. The deferred
 * parts of the index (schema pages), requested after that, are counted apart (`later`).
 */
export async function coldBytes(browser, server, c) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await ready(page, server.base + c.route);
  await page.evaluate(() => performance.setResourceTimingBufferSize(2000));
  server.start();
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input[role="combobox"]').waitFor();
  await page.keyboard.type(c.q);
  await waitResults(page, c.q);
  await waitComplete(page, c.q);
  const afterResults = new Set(
    await page.evaluate((want) => {
      const at = window.__searchTimings.keystrokes.find((k) => k.q === want).at;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime > at)
        .map((e) => new URL(e.name).pathname);
    }, c.q),
  );
  const all = server.stop();
  await context.close();
  const got = all.filter((x) => !afterResults.has(new URL(x.url, 'http://x').pathname));
  const later = all.filter((x) => afterResults.has(new URL(x.url, 'http://x').pathname));
  const index = got.filter((x) => /\/search\//.test(x.url));
  return {
    wire: sum(got, 'wire'),
    raw: sum(got, 'raw'),
    files: got.length,
    indexFiles: index.length,
    list: got,
    later: { wire: sum(later, 'wire'), files: later.length, list: later },
  };
}

/** Keystroke → results in the DOM and painted, warm index, typing `queries` at 90 ms a key. */
export async function keystrokes(browser, server, queries) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await ready(page, `${server.base}/`);
  await page.keyboard.press('Control+k');
  const box = page.locator('.search-modal input[role="combobox"]');
  await box.waitFor();
  await box.fill('warm');
  await page.waitForFunction(
    () => (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === 'warm'),
    null,
    { timeout: 30_000 },
  );
  await page.evaluate(() => (window.__searchTimings.keystrokes = []));
  for (const q of queries) {
    await box.fill('');
    await page.waitForTimeout(100);
    await page.keyboard.type(q, { delay: 90 });
    await waitResults(page, q);
    await page.waitForTimeout(150);
  }
  const entries = await page.evaluate(() => window.__searchTimings.keystrokes.filter((k) => k.q));
  await context.close();
  return {
    dom: entries.map((k) => k.ms),
    paint: entries.map((k) => k.paintMs).filter((n) => n > 0),
  };
}

/** Opening → index ready, warm HTTP cache (dialog code and shards cached, the manifest revalidated): one time per opening after the first. */
export async function indexReady(browser, server, route, openings = 6) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const times = [];
  for (let i = 0; i < openings; i++) {
    await ready(page, server.base + route);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => window.__searchTimings?.readyMs !== undefined, null, {
      timeout: 30_000,
    });
    const t = await page.evaluate(() => window.__searchTimings.readyMs);
    if (i > 0) times.push(t); // the first opening fills the cache
  }
  await context.close();
  return times;
}

/**
 * The relevance set, whole site, no facets: per case, the first three routes shown and whether
 * they hit. On the search page as the browser test reads it, or in the dialog on the home page
 * when the site has no search page (the scale build's small docs folder); both list the same
 * ranked, grouped results.
 */
export async function relevance(browser, server, cases, { searchPage = true } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const scope = searchPage ? '.search-page' : '.search-modal';
  await ready(page, `${server.base}${searchPage ? '/search' : '/'}`);
  if (!searchPage) await page.keyboard.press('Control+k');
  const box = page.locator(`${scope} input[role="combobox"]`);
  const out = [];
  for (const c of cases) {
    await box.fill(c.q);
    // Results with the deferred parts (schema pages) in: the ranking a reader ends with.
    await page.waitForFunction(
      ({ want, scope }) =>
        (window.__searchTimings?.complete ?? []).includes(want) ||
        !!document.querySelector(`${scope} .search-state--empty`),
      { want: c.q, scope },
      { timeout: 15_000 },
    );
    // Hits, not their other-version options (data-variant).
    const top3 = await page
      .locator(`${scope} [role="option"][data-href]:not([data-variant])`)
      .evaluateAll((els) => els.slice(0, 3).map((o) => o.getAttribute('data-href').split('#')[0]));
    out.push({ q: c.q, group: c.group, top3, hit: relevanceHit(c, top3) });
  }
  await context.close();
  return out;
}
