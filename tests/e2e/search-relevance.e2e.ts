import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoReady, newPage, useBrowser } from './browser';
import { RELEVANCE_CASES } from '../lib/search-relevance-cases.mjs';

/**
 * Relevance set (tests/lib/search-relevance-cases.mjs, shared with bench/search.mjs): each query must have
 * one of its expected routes among the first three results of a whole-site search (the search
 * page, no facets), on the site built from the project's own specs. Exact titles and operation
 * names must come first.
 */
const CASES = RELEVANCE_CASES;

const browser = useBrowser();
let page: Page;
beforeAll(async () => {
  page = (await newPage(browser())).page;
  await gotoReady(page, '/search');
});

async function top3(q: string): Promise<string[]> {
  const box = page.locator('.search-page input[role="combobox"]');
  await box.fill(q);
  // Results with the deferred parts of the index (schema pages) in: the ranking a reader ends with.
  await page.waitForFunction(
    (want) =>
      (window.__searchTimings?.complete ?? []).includes(want) ||
      !!document.querySelector('.search-page .search-state--empty'),
    q,
    { timeout: 15_000 },
  );
  // Hits, not their other-version options (data-variant).
  return page
    .locator('.search-page [role="option"][data-href]:not([data-variant])')
    .evaluateAll((els) => els.slice(0, 3).map((o) => o.getAttribute('data-href')!.split('#')[0]!));
}

describe('search relevance', () => {
  it(`has at least 30 queries`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });
  it.each(CASES)('$q', async ({ q, want, first }) => {
    const got = await top3(q);
    if (first) expect(got[0], `first result for "${q}" (top 3: ${got.join(', ')})`).toBe(want[0]);
    else
      expect(
        got.some((r) => want.includes(r)),
        `top 3 for "${q}": ${got.join(', ')}`,
      ).toBe(true);
  });
});
