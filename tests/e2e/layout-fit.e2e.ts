/**
 * Nothing wider than the screen (issue 38, item 1): on every page kind and a seeded random sample
 * of the site's routes (from /site-metadata.json), at 320, 390 and 1366 px in light and dark mode,
 * neither the document nor the content column scrolls sideways. Long inline code, examples, tables
 * and code blocks wrap or scroll inside their own box. API pages are measured whole: their
 * deferred sections are shown first.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, siteDir, url, useBrowser, waitHydrated } from './browser';
import { metadataRoutes, sampleRoutes } from './page-sample';

const KINDS = [
  '/',
  '/docs',
  '/idn',
  '/iiq',
  '/nerm',
  '/idn/docs/transforms/operations/join',
  '/idn/docs/saas-connectivity/commands/source-data-discover',
  '/idn/tools/cli/api',
  '/idn/api/getting-started',
  '/idn/api/v3',
  '/idn/api/v3/sources',
  '/idn/api/v3/create-source',
  '/idn/api/v3/get-source',
  '/idn/api/v3/put-source',
  '/idn/api/v3/schemas',
  '/idn/api/v3/schemas/source',
  '/idn/api/beta/changes',
  '/iiq/api',
  '/nerm/api',
  '/blog',
  '/blog/event-triggers-in-practice',
  '/idn/tags',
  '/idn/tags/rules',
  '/ai',
  '/marketplace',
  '/ambassador-program',
  '/search?q=sources',
  '/no/such/page',
];
const SEED = 38;
const SAMPLE_SIZE = 10;
const WIDTHS = [320, 390, 1366];

const browser = useBrowser();

/** Opens `route` hydrated, with an API page's deferred sections shown. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(url(route), { waitUntil: 'load' });
  await waitHydrated(page);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page
    .waitForFunction(() => document.querySelectorAll('noscript.api-defer').length === 0, null, {
      timeout: 10_000,
    })
    .catch(() => {});
}

/** Sideways overflow of the document and the content column, with the elements that stick out. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const column =
      document.querySelector<HTMLElement>('.rp-doc-layout__doc') ??
      document.querySelector<HTMLElement>('main') ??
      document.body;
    const edge = Math.min(column.getBoundingClientRect().right, doc.clientWidth);
    const culprits = [...column.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (!r.width || r.right <= edge + 1) return false;
        // Inside a box that scrolls or clips on its own: that box is what counts.
        for (let p = el.parentElement; p && p !== column; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o !== 'visible') return false;
        }
        return true;
      })
      .slice(0, 4)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} ` +
          `(${Math.round(el.getBoundingClientRect().right - edge)} px: "${(el.textContent ?? '').trim().slice(0, 40)}")`,
      );
    return {
      document: doc.scrollWidth - doc.clientWidth,
      column: column.scrollWidth - column.clientWidth,
      culprits,
    };
  });

const sample = () =>
  sampleRoutes(
    metadataRoutes(siteDir()),
    SEED,
    SAMPLE_SIZE,
    KINDS.map((k) => k.split('?')[0]!),
  );

for (const width of WIDTHS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    describe(`${width} px, ${colorScheme}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser(), { width, height: 800, colorScheme }));
      });
      afterAll(async () => {
        await context?.close();
      });
      it('no page kind is wider than the screen', { timeout: 240_000 }, async () => {
        const problems: string[] = [];
        for (const route of KINDS) {
          await open(page, route);
          const o = await overflow(page);
          if (o.document > 0 || o.column > 0)
            problems.push(`${route}: document +${o.document}, column +${o.column} ${o.culprits}`);
        }
        expect(problems).toEqual([]);
      });
      it(
        `nor a random sample of ${SAMPLE_SIZE} routes (seed ${SEED})`,
        { timeout: 240_000 },
        async () => {
          const problems: string[] = [];
          const routes = sample();
          expect(routes.length).toBe(SAMPLE_SIZE);
          for (const route of routes) {
            await open(page, route);
            const o = await overflow(page);
            if (o.document > 0 || o.column > 0)
              problems.push(`${route}: document +${o.document}, column +${o.column} ${o.culprits}`);
          }
          expect(problems, `sample: ${routes.join(', ')}`).toEqual([]);
        },
      );
    });
  }
}
