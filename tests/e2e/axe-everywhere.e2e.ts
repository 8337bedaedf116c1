import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, formatViolation, isSeriousOrCritical, WCAG21_AA } from './axe';
import { newPage, siteDir, url, useBrowser, waitHydrated } from './browser';
import { htmlRoutes, sampleRoutes } from './page-sample';

/**
 * Axe everywhere (issue 29): WCAG 2.1 A/AA on every kind of page and on a seeded random sample
 * of the others, at 1280 px light and 390 px dark. No serious or critical violation, no rule
 * turned off. API pages are checked whole: their deferred sections are shown first.
 */

/** One page of each kind. `owner`: a kind another helper brings; skipped until the route is built. */
const KINDS: Array<{ kind: string; route: string; owner?: string }> = [
  { kind: 'home', route: '/' },
  { kind: 'docs index', route: '/docs' },
  { kind: 'guide', route: '/idn/docs/transforms' },
  { kind: 'API guide', route: '/idn/api/standard-collection-parameters' },
  { kind: 'API version root', route: '/idn/api/v3' },
  { kind: 'API tag page', route: '/idn/api/v3/sources' },
  { kind: 'API operation', route: '/idn/api/v3/list-sources' },
  { kind: 'What changed', route: '/idn/api/beta/changes' },
  { kind: 'product API index', route: '/idn/api' },
  {
    kind: 'service operation (v2, experimental)',
    route: '/idn/api/sources/get-provisioning-policy-v-2',
  },
  { kind: 'blog list', route: '/blog' },
  { kind: 'blog post', route: '/blog/event-triggers-in-practice' },
  { kind: 'tags index', route: '/idn/tags' },
  { kind: 'tag page', route: '/idn/tags/rules' },
  { kind: 'custom page (AI)', route: '/ai' },
  { kind: 'custom page (ambassador program)', route: '/ambassador-program' },
  { kind: 'custom page (marketplace)', route: '/marketplace' },
  { kind: 'not found', route: '/no/such/page' },
  { kind: 'IIQ root', route: '/iiq' },
  { kind: 'NERM root', route: '/nerm' },
  { kind: 'schema list', route: '/idn/api/v3/schemas', owner: 'the schema pages (engine helpers)' },
  {
    kind: 'schema page',
    route: '/idn/api/v3/schemas/source',
    owner: 'the schema pages (engine helpers)',
  },
  // The page only; the search dialog is the search helper's to test.
  { kind: 'search page', route: '/search?q=sources', owner: 'the search page (search helper)' },
];

/**
 * Routes with a known serious/critical violation, skipped (in the modes named, else in both) and
 * reported as skipped with the reason. Empty: every page kind passes. A route goes here only with
 * an open issue that names it.
 */
const PENDING: Array<{ route: string; modes?: string[]; why: string }> = [];

/** The seed of the random sample: fixed, so a failure can be reproduced (it is printed with it). */
const SEED = 29;
const SAMPLE_SIZE = 12;

const MODES = [
  { name: '1280 px light', width: 1280, height: 800, colorScheme: 'light' as const },
  { name: '390 px dark', width: 390, height: 844, colorScheme: 'dark' as const },
];

/** Is the route a page of the built site? (`/a/b` → a/b.html or a/b/index.html.) */
function built(route: string): boolean {
  const p = route.split('?')[0]!.replace(/\/$/, '');
  const dir = siteDir();
  return p === ''
    ? fs.existsSync(path.join(dir, 'index.html'))
    : fs.existsSync(path.join(dir, `${p}.html`)) || fs.existsSync(path.join(dir, p, 'index.html'));
}

/** SAMPLE_SIZE routes of the built site that are not in KINDS, drawn with SEED. */
function sample(): string[] {
  // `/search?q=…` names the search page: `/search` is not drawn again.
  const named = KINDS.map((k) => k.route.split('?')[0]!);
  return sampleRoutes(htmlRoutes(siteDir()), SEED, SAMPLE_SIZE, named);
}

const browser = useBrowser();

/** Opens the page ready for axe: hydrated, and an API page's deferred sections shown. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(url(route), { waitUntil: 'load' });
  await waitHydrated(page);
  // theme/api/deferred-sections.ts shows them all before printing.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page
    .waitForFunction(() => document.querySelectorAll('noscript.api-defer').length === 0, null, {
      timeout: 10_000,
    })
    .catch(() => {});
}

const SAMPLE = sample();
const pages = [
  ...KINDS.map((k) => ({ ...k, sampled: false })),
  ...SAMPLE.map((route) => ({ kind: 'sampled', route, owner: undefined, sampled: true })),
];

for (const mode of MODES) {
  describe(`axe (WCAG 2.1 A/AA) at ${mode.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(browser(), {
        width: mode.width,
        height: mode.height,
        colorScheme: mode.colorScheme,
        reducedMotion: 'reduce',
      }));
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const p of pages) {
      const pending = PENDING.find(
        (x) => x.route === p.route && (!x.modes || x.modes.includes(mode.name)),
      );
      const missing = p.owner !== undefined && p.kind !== 'not found' && !built(p.route);
      const title = `${p.kind} ${p.route}`;
      if (pending) {
        it.skip(`${title} — PENDING: ${pending.why}`, () => {});
        continue;
      }
      if (missing) {
        it.skip(`${title} — skipped: not in this build yet (${p.owner})`, () => {});
        continue;
      }
      it(title, { timeout: 120_000 }, async () => {
        await open(page, p.route);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          mode.colorScheme === 'dark',
        );
        const found = (await axeViolations(page, WCAG21_AA))
          .filter(isSeriousOrCritical)
          .map((v) => formatViolation(`${p.route} [${mode.name}]`, v));
        const note = p.sampled ? `\n(random sample, seed ${SEED}: ${SAMPLE.join(', ')})` : '';
        expect(found, found.join('\n') + note).toEqual([]);
      });
    }
  });
}
