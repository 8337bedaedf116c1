import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, TEXTS } from '../../config/site';
import { WCAG21_AA, axeViolations, formatViolation, isSeriousOrCritical } from './axe';
import { gotoReady, newPage, openPage, screenshot, url, useBrowser } from './browser';

const T = TEXTS.search;
const DOC = '/idn/docs/transforms/operations/lower';

const browser = useBrowser();

const dialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');
const input = (page: Page) => page.locator('.search-modal input[role="combobox"]');
/** Where the options lead, in order (options hold no links: each carries its target in data-href). */
const hrefs = (page: Page, scope = '.search-modal') =>
  page
    .locator(`${scope} [role="option"][data-href]`)
    .evaluateAll((els) => els.map((o) => o.getAttribute('data-href')!));

/** Types a query and waits until the results for it are in the DOM. */
async function typeQuery(page: Page, q: string, scope = '.search-modal') {
  const box = page.locator(`${scope} input[role="combobox"]`);
  await box.fill(q);
  await page.waitForFunction(
    (want) =>
      (window.__searchTimings?.keystrokes ?? []).some((k) => k.q === want) ||
      !!document.querySelector('.search-state--empty, .search-state--error'),
    q,
    { timeout: 15_000 },
  );
}

/** Presses a shortcut and waits for the dialog's combobox (its code loads on demand). */
async function openWithKeys(page: Page, keys = 'Control+k') {
  await page.keyboard.press(keys);
  await input(page).waitFor({ timeout: 10_000 });
}

/** A guide with the dialog opened by Ctrl+K and a query typed into it. */
async function searchOnDoc(q: string) {
  const opened = await openPage(browser(), DOC);
  await opened.page.keyboard.press('Control+k');
  await typeQuery(opened.page, q);
  return opened;
}

async function openWithButton(page: Page) {
  await page.locator('.rp-nav .search-button').first().click();
  await expect.poll(() => dialog(page).count()).toBe(1);
}

describe('opening and closing', () => {
  it('opens from the navbar button with the "Search docs" placeholder, and Escape returns focus to the button', async () => {
    const { context, page } = await openPage(browser(), DOC);
    const button = page.locator('.rp-nav .search-button').first();
    expect(await button.innerText()).toContain(T.placeholder);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    expect(await input(page).getAttribute('placeholder')).toBe(T.placeholder);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'combobox',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('search-button')),
    ).toBe(true);
    await context.close();
  });

  it('opens with Ctrl+K, Cmd+K and "/", and Escape gives focus back to what had it', async () => {
    const { context, page } = await openPage(browser(), DOC);
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      // Focus a link in the page content first: that is where focus must return.
      await page.locator('.rp-doc a[href]').first().focus();
      const before = await page.evaluate(() => document.activeElement?.outerHTML);
      await openWithKeys(page, keys);
      expect(await dialog(page).count(), keys).toBe(1);
      expect(await input(page).inputValue(), 'the "/" is not typed into the box').toBe('');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(before);
    }
    await context.close();
  });

  it('does not open on "/" while typing in an input, a textarea or a contenteditable', async () => {
    const { context, page } = await openPage(browser(), DOC);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'typing-fields';
      box.innerHTML =
        '<input id="f-input"><textarea id="f-area"></textarea><div id="f-edit" contenteditable="true"></div>';
      document.body.prepend(box);
    });
    for (const id of ['f-input', 'f-area', 'f-edit']) {
      await page.locator(`#${id}`).focus();
      await page.keyboard.type('a/b');
      expect(await dialog(page).count(), id).toBe(0);
      const value = await page
        .locator(`#${id}`)
        .evaluate((el) => ('value' in el ? (el as HTMLInputElement).value : el.textContent));
      expect(value, id).toBe('a/b');
    }
    await context.close();
  });

  it('closes on a click outside the dialog and traps Tab inside it', async () => {
    const { context, page } = await openPage(browser(), DOC);
    await openWithButton(page);
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
      true,
    );
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(
      true,
    );
    await page.mouse.click(5, 795);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await context.close();
  });
});

describe('results', () => {
  it('shows results as you type, grouped by area, with method badge, title, heading and highlighted snippet', async () => {
    const { context, page } = await searchOnDoc('list sources');
    const first = page.locator('.search-modal [role="option"]').first();
    expect(await first.getAttribute('data-href')).toBe('/idn/api/v3/list-sources');
    expect(await first.locator('.api-method.api-method--get').count()).toBe(1);
    expect(await first.locator('.search-hit__path').innerText()).toBe('/v3/sources');
    expect(await first.locator('mark').count()).toBeGreaterThan(1);
    // The first hit names its area. The Sources service's own "List sources" (another API, not a
    // version of v3) ranks second, so the first three hits span areas and come first in rank
    // order as "Best matches", each naming its area, rather than under the v3 group's title.
    expect(await first.locator('.search-hit__area').innerText()).toMatch(/IDN API v3/i);
    const groups = await page.locator('.search-modal .search-group__title').allInnerTexts();
    expect(groups.some((g) => /^IDN API v3$/i.test(g))).toBe(true);
    // A section match names its heading and links to its anchor.
    await typeQuery(page, 'lower behaviour notes');
    const hit = page.locator('.search-modal [role="option"]').first();
    const sectionHref = (await hit.getAttribute('data-href'))!;
    expect(sectionHref).toMatch(/^\/idn\/docs\/transforms\/operations\/lower#/);
    expect(await hit.locator('.search-hit__heading').count()).toBe(1);
    // The anchor is a real heading id on that page.
    const html = await (await fetch(url(sectionHref.split('#')[0]!))).text();
    expect(html).toContain(`id="${sectionHref.split('#')[1]}"`);
    await screenshot(page, 'search-modal-results');
    await context.close();
  });

  it('moves with the arrow keys (aria-activedescendant), opens with Enter and remembers the search', async () => {
    const { context, page } = await searchOnDoc('correlation rule');
    const box = input(page);
    const activeHref = async () => {
      const id = await box.getAttribute('aria-activedescendant');
      expect(id).toBeTruthy();
      expect(await page.locator(`[id="${id}"]`).getAttribute('aria-selected')).toBe('true');
      return page.locator(`[id="${id}"]`).getAttribute('data-href');
    };
    expect(await box.getAttribute('aria-controls')).toBe(
      await page.locator('.search-modal [role="listbox"]').getAttribute('id'),
    );
    const list = await hrefs(page);
    expect(await activeHref()).toBe(list[0]);
    await page.keyboard.press('ArrowDown');
    expect(await activeHref()).toBe(list[1]);
    await page.keyboard.press('ArrowUp');
    expect(await activeHref()).toBe(list[0]);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/idn/docs/rules/cloud-rules/correlation-rule');
    // The URL changes before the new page is shown, and showing it closes the dialog: wait for it.
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/Correlation rule/i);
    expect(await dialog(page).count()).toBe(0);
    expect(
      JSON.parse(
        (await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEYS.recentSearches)) ?? '[]',
      ),
    ).toEqual(['correlation rule']);
    // Recent searches are offered when the box is empty.
    await openWithKeys(page);
    await expect.poll(() => page.locator('.search-modal .search-recent').count()).toBe(1);
    expect(await page.locator('.search-modal .search-recent').innerText()).toContain(
      'correlation rule',
    );
    await page.keyboard.press('Enter');
    expect(await input(page).inputValue()).toBe('correlation rule');
    await context.close();
  });

  it('finds operations by operationId and by method + path', async () => {
    const { context, page } = await openPage(browser(), '/');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'GET /v3/accounts/{id}');
    expect((await hrefs(page))[0]).toBe('/idn/api/v3/get-account');
    await typeQuery(page, 'getAccount');
    expect((await hrefs(page))[0]).toBe('/idn/api/v3/get-account');
    await context.close();
  });
});

describe('facets', () => {
  it("preselect the current page's product, can be cleared, and filter by product and kind", async () => {
    const { context, page } = await openPage(browser(), '/iiq');
    await openWithKeys(page);
    const pressed = () =>
      page
        .locator('.search-modal .search-chip[aria-pressed="true"]')
        .evaluateAll((els) => els.map((e) => e.textContent));
    expect(await pressed()).toEqual(['IIQ']);
    await typeQuery(page, 'delete role');
    expect((await hrefs(page)).every((h) => h.startsWith('/iiq/'))).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    expect(await pressed()).toEqual([]);
    await expect
      .poll(async () => (await hrefs(page)).some((h) => h.startsWith('/idn/')))
      .toBe(true);
    await page.locator('.search-modal [data-facet="kind:blog"]').click();
    await typeQuery(page, 'connector');
    const blog = await hrefs(page);
    expect(blog.length).toBeGreaterThan(0);
    expect(blog.every((h) => h.startsWith('/blog'))).toBe(true);
    await context.close();
  });

  it('load only the shards the facets need', async () => {
    const { context, page } = await newPage(browser());
    const requested: string[] = [];
    page.on('request', (r) => {
      const m = new URL(r.url()).pathname.match(/^\/search\/([\w-]+)\./);
      if (m) requested.push(m[1]!);
    });
    await gotoReady(page, '/nerm');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'profile');
    // One shard, whether or not its index comes in token buckets (files named after the shard too).
    expect([...new Set(requested.filter((s) => s !== 'manifest'))]).toEqual(['nerm']);
    expect(await page.evaluate(() => window.__searchTimings?.readyMs)).toBeGreaterThan(0);
    await context.close();
  });

  it('fetches of a split shard only the token buckets of the words typed', async () => {
    const { context, page } = await newPage(browser());
    const buckets = new Set<string>();
    page.on('request', (r) => {
      const m = new URL(r.url()).pathname.match(/^\/search\/idn-api-v3\.(\w)\.[0-9a-f]+\.json$/);
      if (m) buckets.add(m[1]!);
    });
    await gotoReady(page, '/');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'list sources');
    expect([...buckets].sort()).toEqual(['l', 's']);
    expect(await hrefs(page)).toContain('/idn/api/v3/list-sources');
    await typeQuery(page, 'list sources get');
    expect([...buckets].sort()).toEqual(['g', 'l', 's']);
    await context.close();
  });

  it('on general pages nothing is preselected', async () => {
    const { context, page } = await openPage(browser(), '/blog');
    await openWithKeys(page);
    expect(await page.locator('.search-modal .search-chip[aria-pressed="true"]').count()).toBe(0);
    await context.close();
  });
});

describe('no results and failures', () => {
  it('says there are no results and suggests queries that find something', async () => {
    const { context, page } = await openPage(browser(), '/');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'qwzxv');
    const body = page.locator('.search-modal .search-state--empty');
    const text = await body.innerText();
    expect(text).toContain(T.noResultsTitle);
    expect(text).toContain(`${T.noResultsFor} "qwzxv"`);
    expect(text).toContain(T.trySearchingFor);
    const suggestion = body.locator('.search-suggestions button').first();
    const q = await suggestion.innerText();
    await suggestion.click();
    expect(await input(page).inputValue()).toBe(q);
    await expect
      .poll(() => page.locator('.search-modal [role="option"]').count())
      .toBeGreaterThan(0);
    await context.close();
  });

  it('shows the fetch-failure texts when the index cannot be loaded, in the dialog and on the search page', async () => {
    const { context, page } = await newPage(browser());
    await page.route('**/search/*.json', (route) => route.abort());
    await gotoReady(page, DOC);
    // Typed at once, before the dialog's code is there: nothing is lost.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('transforms');
    await input(page).waitFor();
    expect(await input(page).inputValue()).toBe('transforms');
    const error = page.locator('.search-modal .search-state--error');
    await expect.poll(() => error.count(), { timeout: 10_000 }).toBe(1);
    expect(await error.innerText()).toContain(T.fetchFailedTitle);
    expect(await error.innerText()).toContain(T.fetchFailedHint);
    await screenshot(page, 'search-modal-error');
    await page.keyboard.press('Escape');
    await gotoReady(page, '/search?q=transforms');
    const pageError = page.locator('.search-page .search-state--error');
    await expect.poll(() => pageError.count(), { timeout: 10_000 }).toBe(1);
    expect(await pageError.innerText()).toContain(T.fetchFailedTitle);
    // Retry works once the network is back.
    await page.unroute('**/search/*.json');
    await pageError.getByRole('button').click();
    await expect
      .poll(() => page.locator('.search-page [role="option"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await context.close();
  });
});

describe('search page', () => {
  it('reads ?q= and facets from the URL and keeps them in it', async () => {
    const { context, page } = await openPage(browser(), '/search?q=correlation%20rule&kind=docs');
    const box = page.locator('.search-page input[role="combobox"]');
    // The page reads the URL after hydrating (the static HTML has no query): it shows a task later.
    await expect.poll(() => box.inputValue()).toBe('correlation rule');
    expect(
      await page.locator('.search-page [data-facet="kind:docs"]').getAttribute('aria-pressed'),
    ).toBe('true');
    await expect
      .poll(() => hrefs(page, '.search-page').then((h) => h[0]))
      .toBe('/idn/docs/rules/cloud-rules/correlation-rule');
    expect(await page.title()).toMatch(/Search/);
    await typeQuery(page, 'base64', '.search-page');
    await page.locator('.search-page [data-facet="product:idn"]').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=base64&product=idn&kind=docs');
    await screenshot(page, 'search-page');
    await context.close();
  });

  it('is linked from the dialog footer with the query and facets', async () => {
    const { context, page } = await searchOnDoc('lower');
    await page.locator('.search-modal__all').click();
    await page.waitForURL((u) => u.pathname === '/search');
    expect(new URL(page.url()).search).toBe('?q=lower&product=idn');
    await expect
      .poll(() => hrefs(page, '.search-page').then((h) => h[0]))
      .toBe('/idn/docs/transforms/operations/lower');
    await context.close();
  });

  it('answers with status 200 (a real page, not the not-found page)', async () => {
    const res = await fetch(url('/search?q=x'));
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(TEXTS.notFound.title);
  });
});

describe('layout', () => {
  it('is full screen on narrow screens and readable in dark mode', async () => {
    const { context, page } = await newPage(browser(), {
      width: 900,
      height: 700,
      colorScheme: 'dark',
    });
    await context.addInitScript((k) => localStorage.setItem(k, 'dark'), STORAGE_KEYS.theme);
    await gotoReady(page, DOC);
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'sources');
    const box = await page.locator('.search-modal').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 900, height: 700 });
    const colours = await page.locator('.search-modal').evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, fg: s.color };
    });
    expect(colours.bg).not.toBe('rgb(255, 255, 255)');
    expect(colours.fg).not.toBe(colours.bg);
    await screenshot(page, 'search-modal-mobile-dark');
    await context.close();
  });
});

/** Serious and critical axe-core violations inside `scope` (the rules quality.e2e.ts runs). */
async function seriousViolations(page: Page, scope: string): Promise<string[]> {
  const tags = [...WCAG21_AA, 'wcag22aa', 'best-practice'];
  return (await axeViolations(page, tags, scope))
    .filter(isSeriousOrCritical)
    .map((v) => formatViolation(scope, v));
}

const liveText = (page: Page, scope: string) =>
  page.locator(`${scope} [role="status"][aria-live="polite"]`).first().innerText();

describe('accessibility: WAI-ARIA combobox and listbox', () => {
  it('dialog: options hold no controls, the active option is aria-activedescendant, counts are announced, and axe finds nothing serious', async () => {
    const { context, page } = await openPage(browser(), '/');
    await openWithKeys(page);
    // The live region is there before any result, so its changes are announced.
    expect(await page.locator('.search-modal [role="status"][aria-live="polite"]').count()).toBe(1);
    await typeQuery(page, 'list sources');
    const box = input(page);
    const listbox = page.locator('.search-modal [role="listbox"]');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-autocomplete')).toBe('list');
    const options = page.locator('.search-modal [role="option"]');
    expect(await options.count()).toBeGreaterThan(3);
    // No link, button or focusable element inside an option (axe "nested-interactive").
    expect(await listbox.locator('[role="option"] :is(a, button, input, [tabindex])').count()).toBe(
      0,
    );
    expect(await liveText(page, '.search-modal')).toMatch(/^\d+ results?$/);
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(await options.first().getAttribute('id')).toBe(activeId);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await seriousViolations(page, '.search-overlay')).toEqual([]);
    // Recent searches and the no-results state too.
    await typeQuery(page, 'qwzxv');
    expect(await liveText(page, '.search-modal')).toBe(T.noResultsTitle);
    expect(await seriousViolations(page, '.search-overlay')).toEqual([]);
    await context.close();
  });

  it('dialog in dark mode, with a "Best matches" group and version options: axe finds nothing serious', async () => {
    const { context, page } = await newPage(browser(), { colorScheme: 'dark' });
    await context.addInitScript((k) => localStorage.setItem(k, 'dark'), STORAGE_KEYS.theme);
    await gotoReady(page, '/');
    await openWithKeys(page);
    await typeQuery(page, 'access token');
    expect(
      await page.locator('.search-modal [role="option"][data-variant]').count(),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page, '.search-overlay')).toEqual([]);
    await context.close();
  });

  it('search page: the same pattern, and axe finds nothing serious with results', async () => {
    const { context, page } = await openPage(browser(), '/search?q=access%20token');
    await expect
      .poll(() => page.locator('.search-page [role="option"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(3);
    expect(
      await page.locator('.search-page [role="option"] :is(a, button, input, [tabindex])').count(),
    ).toBe(0);
    await expect.poll(() => liveText(page, '.search-page')).toMatch(/^\d+ results?$/);
    // Facets are named toggle buttons.
    const chip = page.locator('.search-page [data-facet="kind:docs"]');
    expect(await chip.evaluate((el) => el.tagName)).toBe('BUTTON');
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    expect((await chip.innerText()).trim()).toBe('Docs');
    expect(await seriousViolations(page, '.search-page')).toEqual([]);
    // Arrow keys make an option active; Enter opens it.
    const box = page.locator('.search-page input[role="combobox"]');
    await box.focus();
    await page.keyboard.press('ArrowDown');
    const id = await box.getAttribute('aria-activedescendant');
    const target = await page.locator(`[id="${id}"]`).getAttribute('data-href');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname + u.hash === target);
    await context.close();
  });

  it('the same operation shows once, in the newest stable version; its other version is an option under it that opens with a click', async () => {
    const { context, page } = await openPage(browser(), '/');
    await openWithKeys(page);
    await typeQuery(page, 'list sources');
    const all = await hrefs(page);
    expect(all.filter((h) => h === '/idn/api/v3/list-sources')).toHaveLength(1);
    const variant = page.locator(
      '.search-modal [role="option"][data-variant="beta"][data-href="/idn/api/beta/list-sources"]',
    );
    expect(await variant.count()).toBe(1);
    expect(all.indexOf('/idn/api/beta/list-sources')).toBe(
      all.indexOf('/idn/api/v3/list-sources') + 1,
    );
    // Its name says which version of what: "Also in Beta APIs: List sources".
    expect(await variant.evaluate((el) => el.textContent)).toMatch(
      /Also in Beta APIs: List sources/,
    );
    await variant.click();
    await page.waitForURL((u) => u.pathname === '/idn/api/beta/list-sources');
    await context.close();
  });

  it("the reader's preferred version is the one shown", async () => {
    const { context, page } = await newPage(browser());
    await context.addInitScript((k) => localStorage.setItem(k, 'beta'), STORAGE_KEYS.docsVersion);
    await gotoReady(page, '/');
    await openWithKeys(page);
    await typeQuery(page, 'list sources');
    expect((await hrefs(page))[0]).toBe('/idn/api/beta/list-sources');
    expect(
      await page.locator('.search-modal [role="option"][data-variant="v3"]').count(),
    ).toBeGreaterThan(0);
    await context.close();
  });
});

describe('typo tolerance and suggestions', () => {
  it('finds misspelt words and highlights the word found', async () => {
    const { context, page } = await openPage(browser(), '/');
    await openWithKeys(page);
    await typeQuery(page, 'identiy created');
    const first = page.locator('.search-modal [role="option"]').first();
    expect(await first.getAttribute('data-href')).toBe(
      '/idn/docs/event-triggers/triggers/identity-created',
    );
    expect(await first.locator('.search-hit__title mark').allInnerTexts()).toEqual([
      'Identity',
      'created',
    ]);
    await context.close();
  });

  it('offers queries built from the one that found nothing', async () => {
    const { context, page } = await openPage(browser(), '/');
    await openWithKeys(page);
    await typeQuery(page, 'idntty created');
    const body = page.locator('.search-modal .search-state--empty');
    expect(await body.innerText()).toContain(T.trySearchingFor);
    const first = body.locator('.search-suggestions button').first();
    expect(await first.innerText()).toBe('identity created');
    await first.click();
    await expect
      .poll(() => hrefs(page).then((h) => h[0]))
      .toBe('/idn/docs/event-triggers/triggers/identity-created');
    await context.close();
  });
});
