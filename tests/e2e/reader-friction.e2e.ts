/**
 * Issue 38, what a reader test still tripped on: identifiers in table cells never split inside a
 * word (1366 px) and stacked rows that keep their column labels (390 px); one code block with
 * visible, labelled buttons that never cover the code, by touch and by keyboard; the code samples
 * within one screen of the request body on a phone; pages without a sidebar at full width, with
 * breadcrumbs on /iiq and /nerm; and the small things (skip link contrast in dark mode, an empty
 * tenant field with a hint, categories A–Z, a progress figure instead of a ring, the blog post's
 * slug).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_BLOCK } from '../../common/api-pages/markup';
import { gotoReady, newPage, screenshot, url, useBrowser } from './browser';

const browser = useBrowser();

async function phone(colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser().newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    colorScheme,
  });
  return { context, page: await context.newPage() };
}

const TABLE_PAGES = [
  '/idn/docs/transforms/operations/join',
  '/idn/docs/saas-connectivity/commands/source-data-discover',
  '/idn/docs/event-triggers/triggers/identity-attribute-changed',
  '/idn/tools/cli/api',
  '/idn/tools/sdk/go',
];

/**
 * Identifier code spans in table cells whose word pieces (split at `.`, `_`, `/`, `[`, `]`) are
 * drawn on more than one line: a piece split across lines has rects at different heights.
 */
const splitIdentifiers = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const code of document.querySelectorAll<HTMLElement>('.rp-doc :is(td, th) code')) {
      const text = code.textContent ?? '';
      if (!/^[\w.[\]/-]+$/.test(text) || text.length < 4) continue;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const value = n.nodeValue ?? '';
        for (const m of value.matchAll(/[^._/[\]]+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index!);
          range.setEnd(n, m.index! + m[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) out.push(`${text} (at "${m[0]}")`);
        }
      }
    }
    return out;
  });

describe('tables that read', () => {
  it('at 1366 px no identifier in a table cell is split inside a word', async () => {
    const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
    const problems: string[] = [];
    let checked = 0;
    for (const p of TABLE_PAGES) {
      await gotoReady(page, p);
      checked += await page.locator('.rp-doc :is(td, th) code').count();
      problems.push(...(await splitIdentifiers(page)).map((s) => `${p}: ${s}`));
    }
    expect(checked).toBeGreaterThan(50);
    expect(problems).toEqual([]);
    await gotoReady(page, TABLE_PAGES[0]!);
    await page.locator('.rp-doc table').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'friction-table-1366');
    await context.close();
  });

  it('the same holds in a narrow column (the build breaks them at their boundaries)', async () => {
    const { context, page } = await newPage(browser(), { width: 1100, height: 900 });
    await gotoReady(page, TABLE_PAGES[2]!);
    expect(await splitIdentifiers(page)).toEqual([]);
    // `changes[].attribute` may wrap, but only before its dot.
    const html = await page
      .locator('.rp-doc td code', { hasText: 'changes[].attribute' })
      .first()
      .innerHTML();
    expect(html).toContain('<wbr>');
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`at 390 px (${colorScheme}) stacked rows show each cell's column label`, async () => {
      const { context, page } = await phone(colorScheme);
      for (const p of ['/idn/tools/cli/api', '/idn/tools/sdk/go']) {
        await gotoReady(page, p);
        const cells = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.rp-doc table td[data-label]')]
            .filter((td) => td.closest('table')!.querySelector('th:nth-child(3)'))
            .map((td) => ({
              label: td.dataset.label!,
              shown: getComputedStyle(td, '::before').content,
              headVisible: td.closest('table')!.querySelector('thead')!.getBoundingClientRect()
                .height,
            })),
        );
        expect(cells.length, p).toBeGreaterThan(3);
        for (const c of cells) {
          expect(c.shown, p).toContain(c.label);
          expect(c.headVisible, p).toBeLessThanOrEqual(1);
        }
      }
      await gotoReady(page, '/idn/tools/cli/api');
      await page.locator('.rp-doc table').first().scrollIntoViewIfNeeded();
      await screenshot(page, `friction-table-390-${colorScheme}`);
      // The header row stays the table's header for assistive technology.
      expect(
        await page
          .locator('.rp-doc table')
          .first()
          .evaluate((t) => t.querySelectorAll('thead th').length),
      ).toBeGreaterThan(2);
      await context.close();
    });
  }
});

/** The code's text box and each button's box in every code block on the page: overlaps listed. */
const overlaps = (page: Page) =>
  page.evaluate((tool) => {
    const out: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>('.rp-codeblock, .api-code')) {
      if (!block.getClientRects().length) continue;
      const code = block.querySelector('pre code') ?? block.querySelector('pre');
      if (!code) continue;
      const range = document.createRange();
      range.selectNodeContents(code);
      const text = [...range.getClientRects()].filter((r) => r.width > 0);
      for (const b of block.querySelectorAll<HTMLElement>(`.${tool}`)) {
        const r = b.getBoundingClientRect();
        if (
          text.some(
            (t) => t.left < r.right && t.right > r.left && t.top < r.bottom && t.bottom > r.top,
          )
        )
          out.push(`${b.textContent} over "${(code.textContent ?? '').slice(0, 30)}"`);
      }
    }
    return out;
  }, CODE_BLOCK.button);

describe('one code block', () => {
  for (const [kind, route] of [
    ['guide', '/idn/docs/rules/guides/your-first-rule'],
    ['guide', '/idn/api/rate-limit'],
    ['API page', '/idn/api/v3/list-sources'],
  ] as const) {
    it(`${kind} ${route}: Copy and Wrap are labelled, visible on touch, and never over the code (390 px)`, async () => {
      const { context, page } = await phone();
      await gotoReady(page, route);
      // An API page's samples may sit in a deferred section: shown as for printing.
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      const blocks = page.locator('.rp-codeblock:visible, .api-code:visible');
      expect(await blocks.count()).toBeGreaterThan(0);
      const first = blocks.first();
      await first.scrollIntoViewIfNeeded();
      const copy = first.getByRole('button', { name: CODE_BLOCK.names.copy });
      const wrap = first.getByRole('button', { name: CODE_BLOCK.names.wrap });
      expect(await copy.innerText()).toBe(CODE_BLOCK.text.copy);
      expect(await wrap.innerText()).toBe(CODE_BLOCK.text.wrap);
      expect(await copy.isVisible()).toBe(true);
      expect(
        await copy.evaluate((b) => Number(getComputedStyle(b).opacity)),
      ).toBeGreaterThanOrEqual(1);
      expect(await overlaps(page)).toEqual([]);
      await screenshot(page, `friction-code-${kind.replace(' ', '-')}-390`);
      // Wrap is a toggle: pressed, the long lines wrap (no sideways scrolling left).
      await wrap.tap();
      expect(await wrap.getAttribute('aria-pressed')).toBe('true');
      expect(await overlaps(page)).toEqual([]);
      const scrolls = await first.evaluate((b) => {
        const box =
          b.querySelector<HTMLElement>('.rp-codeblock__content__scroll-container') ??
          b.querySelector<HTMLElement>('pre')!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(scrolls).toBeLessThanOrEqual(1);
      await context.close();
    });
  }

  for (const [kind, route] of [
    ['guide', '/idn/api/authentication'],
    ['API page', '/idn/api/v3/list-sources'],
  ] as const) {
    it(`${kind}: Tab reaches Copy, and Enter copies the block`, async () => {
      const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
      await gotoReady(page, route);
      const block = page
        .locator('.rp-codeblock:visible, .api-tabs--code .api-code:visible')
        .first();
      const expected = (await block.locator('pre').first().innerText()).trim();
      await block.locator('pre').first().focus();
      // From the code (or the element before it), Tab and Shift+Tab reach the block's buttons.
      let onCopy = false;
      for (let i = 0; i < 6 && !onCopy; i++) {
        await page.keyboard.press('Shift+Tab');
        onCopy = await page.evaluate(
          (n) => document.activeElement?.getAttribute('aria-label') === n,
          CODE_BLOCK.names.copy,
        );
      }
      expect(onCopy).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await expect.poll(() => block.getByRole('status').innerText()).toMatch(/Copied/);
      await context.close();
    });
  }
});

describe('samples near the request on a phone', () => {
  it('/idn/api/v3/create-source: a link right after the request body reaches the code samples', async () => {
    const { context, page } = await phone();
    await gotoReady(page, '/idn/api/v3/create-source');
    const jump = page.getByRole('link', { name: 'Jump to the code samples' });
    expect(await jump.isVisible()).toBe(true);
    // Within one screen of the end of the request body.
    const gap = await page.evaluate(() => {
      const body = document.getElementById('request-body')!;
      const link = document.querySelector('.api-layout__jump')!;
      let end = body.getBoundingClientRect().bottom;
      for (let el = body.nextElementSibling; el && el !== link; el = el.nextElementSibling)
        end = Math.max(end, el.getBoundingClientRect().bottom);
      return link.getBoundingClientRect().top - end;
    });
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(844);
    await jump.scrollIntoViewIfNeeded();
    await screenshot(page, 'friction-samples-jump-390');
    await jump.tap();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#code-samples');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const r = document.getElementById('code-samples')!.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await context.close();
  });

  it('is not shown where the samples sit beside the text (1366 px)', async () => {
    const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
    await gotoReady(page, '/idn/api/v3/create-source');
    expect(await page.locator('.api-layout__jump').isVisible()).toBe(false);
    await context.close();
  });
});

describe('pages without a sidebar', () => {
  for (const route of ['/iiq', '/nerm', '/idn', '/blog/event-triggers-in-practice']) {
    it(`${route} uses the full width: no sidebar column, no empty drawer`, async () => {
      const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
      await gotoReady(page, route);
      expect(await page.locator('.rp-doc-layout__sidebar').count()).toBe(0);
      const left = await page
        .locator('.rp-doc-layout__doc')
        .evaluate((d) => Math.round(d.getBoundingClientRect().left));
      expect(left).toBeLessThanOrEqual(1);
      await screenshot(page, `friction-no-sidebar-${route.split('/').pop()}-1366`);
      await context.close();
      const p = await phone();
      await gotoReady(p.page, route);
      // No "Menu" button for an empty drawer (Rspress leaves an empty placeholder in its place).
      expect(await p.page.locator('button.rp-sidebar-menu__left').count()).toBe(0);
      await p.context.close();
    });
  }

  for (const [route, product] of [
    ['/iiq', 'IIQ'],
    ['/nerm', 'NERM'],
  ] as const) {
    it(`${route} has breadcrumbs: Home › ${product}`, async () => {
      const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
      await gotoReady(page, route);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
      expect(await crumbs.locator('li').allInnerTexts()).toEqual(['Home', product]);
      expect(await crumbs.locator('a').getAttribute('href')).toBe('/');
      expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(product);
      await context.close();
    });
  }
});

/** WCAG contrast of two computed colours (`rgb(…)`). */
function contrast(fg: string, bg: string): number {
  const lum = (c: string) => {
    const [r, g, b] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

describe('small things', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the skip link reaches 4.5:1 in ${colorScheme} mode`, async () => {
      const { context, page } = await newPage(browser(), { width: 1366, height: 900, colorScheme });
      await gotoReady(page, '/idn/docs');
      await page.keyboard.press('Tab');
      const link = page.locator('.skip-link');
      expect(await link.evaluate((a) => a === document.activeElement)).toBe(true);
      const [fg, bg] = await link.evaluate((a) => [
        getComputedStyle(a).color,
        getComputedStyle(a).backgroundColor,
      ]);
      expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
      await context.close();
    });
  }

  it('the tenant field is empty, without placeholder, with a visible hint', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    await gotoReady(page, '/idn/api/v3/list-sources');
    const field = page.getByRole('textbox', { name: 'tenant' });
    expect(await field.inputValue()).toBe('');
    expect(await field.getAttribute('placeholder')).toBeNull();
    const hint = page.locator('#server-var-tenant-note');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.innerText()).toContain('{tenant}');
    await screenshot(page, 'friction-tenant-390');
    await context.close();
  });

  it('v3 categories are A–Z in the version index and the sidebar', async () => {
    const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
    await gotoReady(page, '/idn/api/v3');
    const az = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));
    const sidebar = (await page.locator('.portal-sidebar a:not(.sb-item)').allInnerTexts())
      .map((t) => t.trim())
      .filter((t) => t && t !== 'Schemas');
    expect(sidebar.length).toBeGreaterThan(20);
    expect(sidebar).toEqual(az(sidebar));
    const index = (
      await page.locator('.rp-doc h2, .rp-doc table td:first-child a').allInnerTexts()
    ).filter((t) => /Managed Clients|Work Items|Workflows|Access Profiles/.test(t));
    expect(index.indexOf('Managed Clients')).toBeLessThan(index.indexOf('Work Items'));
    await context.close();
  });

  it('the outline shows how far the page is read as a figure, not a ring', async () => {
    const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
    await gotoReady(page, '/idn/api/getting-started');
    expect(await page.locator('.rp-outline .rp-progress-circle').count()).toBe(0);
    expect(await page.locator('.rp-outline__title .read-percent').count()).toBe(1);
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(() => page.locator('.rp-outline__title .read-percent').innerText())
      .toMatch(/^\d+%$/);
    await context.close();
  });

  it('the workflows post: title and slug agree, the old address redirects', async () => {
    const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
    await gotoReady(page, '/blog/managing-workflows-through-the-v3-api');
    expect(await page.locator('h1').innerText()).toContain('Managing workflows through the v3 API');
    await page.goto(url('/blog/workflows-api-now-generally-available'));
    await page.waitForURL(url('/blog/managing-workflows-through-the-v3-api'));
    await context.close();
  });
});
