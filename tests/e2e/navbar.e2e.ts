/**
 * The navbar for keyboard and screen-reader users (issue 14): the header walked with Tab and
 * Shift+Tab at desktop and phone widths, every menu driven by keyboard alone, the colour-mode
 * button, the mobile menu, and search shortcuts pressed before hydration.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isSeriousOrCritical } from './axe';
import { gotoReady, newPage, openPage, screenshot, url, useBrowser } from './browser';

const browser = useBrowser();

const PAGES = ['/', '/idn/docs', '/idn/api/v3/list-sources'];

/** Role and accessible name of the focused element, as the accessibility tree has them. */
async function focused(page: Page): Promise<string> {
  const inHeader = await page.evaluate(() => !!document.activeElement?.closest('header.rp-nav'));
  if (!inHeader) return 'outside';
  const snapshot = await page.locator(':focus').ariaSnapshot();
  // First line only: `- button "IDN" [expanded=false]` -> `button "IDN"`.
  return snapshot
    .split('\n')[0]
    .replace(/^- /, '')
    .replace(/:$/, '')
    .replace(/^'(.*)'$/, '$1')
    .replace(/ \[[^\]]*\]$/, '');
}

/** Tabs from the top of the page through the header; returns the controls met, in order. */
async function walkHeader(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (now === 'outside') {
      if (seen.length) break;
      continue;
    }
    seen.push(now);
  }
  return seen;
}

const DESKTOP_HEADER = [
  'link "Identity Developer Portal"',
  'button "IDN"',
  'button "IIQ"',
  'button "NERM"',
  'link "Blog"',
  'button "Community"',
  'button "Search docs"',
  'button "Language: English"',
  /^button "Switch between dark and light mode \(currently (light|dark) mode\)"$/,
];
const PHONE_HEADER = [
  'link "Identity Developer Portal"',
  'button "Search docs"',
  'button "Open navigation menu"',
];

function expectSequence(actual: string[], expected: Array<string | RegExp>) {
  expect(actual.length, actual.join(' | ')).toBe(expected.length);
  expected.forEach((e, i) =>
    typeof e === 'string' ? expect(actual[i]).toBe(e) : expect(actual[i]).toMatch(e),
  );
}

describe('the header walked with Tab and Shift+Tab', () => {
  for (const [width, expected] of [
    [1280, DESKTOP_HEADER],
    [375, PHONE_HEADER],
  ] as const) {
    for (const p of PAGES) {
      it(`${p} at ${width} px: every control is reached, named, and closed menus hide their links`, async () => {
        const { context, page } = await openPage(browser(), p, { width, height: 800 });
        // Start from the skip target just after the header, so Shift+Tab walks back through it.
        const forward = await walkHeader(page, 'Tab');
        expectSequence(forward, expected);
        await page.evaluate(() => document.getElementById('main-content')?.focus());
        const backward = await walkHeader(page, 'Shift+Tab');
        expectSequence(backward, [...expected].reverse());
        await context.close();
      });
    }
  }
});

describe('product and language menus by keyboard alone', () => {
  for (const name of ['IDN', 'IIQ', 'NERM', 'Community', 'Language: English']) {
    it(`${name}: Enter, Space and ArrowDown open it, arrows move, Escape closes and returns focus`, async () => {
      const { context, page } = await openPage(browser(), '/idn/docs', { width: 1280 });
      const button = page.getByRole('banner').getByRole('button', { name, exact: true });
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      // Not getByRole: it skips the links of a closed (hidden) menu, and the count comes first.
      const links = panel.locator('a');
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await panel.isVisible()).toBe(false);

      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await links.first().evaluate((a) => a === document.activeElement)).toBe(true);
      await page.keyboard.press('End');
      expect(await links.last().evaluate((a) => a === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await links.first().evaluate((a) => a === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Space');
      expect(await button.getAttribute('aria-expanded')).toBe('false');

      await page.keyboard.press('ArrowDown');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await links.first().evaluate((a) => a === document.activeElement)).toBe(true);
      if (count > 1) {
        await page.keyboard.press('ArrowDown');
        expect(await links.nth(1).evaluate((a) => a === document.activeElement)).toBe(true);
        await page.keyboard.press('ArrowUp');
        expect(await links.first().evaluate((a) => a === document.activeElement)).toBe(true);
      }
      if (name === 'IDN') await screenshot(page, 'navbar-menu-open');
      // Tabbing past the last link closes the menu.
      await links.last().focus();
      await page.keyboard.press('Tab');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    });
  }

  it('a click outside closes an open menu; hover opens and closes it as before', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs', { width: 1280 });
    const button = page.getByRole('banner').getByRole('button', { name: 'IDN', exact: true });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const heading = page.locator('h1').first();
    await heading.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await heading.hover();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('a menu link navigates client-side and the menu closes', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs', { width: 1280 });
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const button = page.getByRole('banner').getByRole('button', { name: 'IDN', exact: true });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/idn/api/v3');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    expect(
      await page.locator('#nav-menu-idn a[href="/idn/api/v3"]').getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  });
});

describe('colour-mode button', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px: a named button toggled by Enter and Space, stored under \`theme\``, async () => {
      const { context, page } = await openPage(browser(), '/idn/docs', { width });
      if (width < 900) {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
      }
      const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
      expect(await toggle.count()).toBe(1);
      expect(await toggle.getAttribute('aria-label')).toBe(
        'Switch between dark and light mode (currently light mode)',
      );
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => toggle.getAttribute('aria-label'))
        .toBe('Switch between dark and light mode (currently dark mode)');
      expect(
        await page.evaluate(() => [
          document.documentElement.classList.contains('dark'),
          localStorage.getItem('theme'),
        ]),
      ).toEqual([true, 'dark']);
      await page.keyboard.press('Space');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await context.close();
    });
  }
});

describe('mobile menu', () => {
  it('one named button; its region takes the focus on open and gives it back on close', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs', { width: 375, height: 800 });
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await button.count()).toBe(1);
    expect(await page.locator('header button ul, header button li').count()).toBe(0);
    await button.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close navigation menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const region = page.getByRole('navigation', { name: 'Navigation menu' });
    expect(await region.isVisible()).toBe(true);
    expect(await close.getAttribute('aria-controls')).toBe(await region.getAttribute('id'));
    expect(await region.evaluate((r) => r.contains(document.activeElement))).toBe(true);
    // The first control is the IDN group (open on an IDN page); Enter toggles it, and open it shows its links.
    const idn = region.getByRole('button', { name: 'IDN', exact: true });
    expect(await idn.evaluate((b) => b === document.activeElement)).toBe(true);
    const wasOpen = (await idn.getAttribute('aria-expanded')) === 'true';
    expect(wasOpen).toBe(true);
    await page.keyboard.press('Enter');
    expect(await idn.getAttribute('aria-expanded')).toBe('false');
    expect(await region.getByRole('link', { name: 'V3 APIs' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => region.getByRole('link', { name: 'V3 APIs' }).isVisible()).toBe(true);
    await screenshot(page, 'navbar-mobile-open');
    await page.keyboard.press('Escape');
    expect(await region.count()).toBe(0);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await context.close();
  });
  it('is absent from the desktop navbar', async () => {
    const { context, page } = await openPage(browser(), '/idn/docs', { width: 1280 });
    expect(await page.getByRole('button', { name: /navigation menu/ }).count()).toBe(0);
    await context.close();
  });
});

describe('search shortcuts from first paint', () => {
  for (const [shortcut, typed] of [
    ['Control+k', 'lower'],
    ['/', 'sources'],
  ] as const) {
    it(`${shortcut} pressed right after DOMContentLoaded (CPU throttled) opens search with what was typed`, async () => {
      const { context, page } = await newPage(browser(), { width: 1280 });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(url('/idn/docs'), { waitUntil: 'domcontentloaded' });
      const hydratedAtPress = await page.evaluate(
        () => document.documentElement.dataset.hydrated === 'true',
      );
      await page.keyboard.press(shortcut);
      await page.keyboard.type(typed);
      const input = page
        .getByRole('dialog', { name: 'Search the documentation' })
        .locator('input[type="search"]');
      await expect.poll(() => input.inputValue().catch(() => ''), { timeout: 15_000 }).toBe(typed);
      // The press happened before the app could handle it, so the head script carried it.
      expect(hydratedAtPress).toBe(false);
      await context.close();
    });
  }
});

describe('accessibility of the open menus (axe-core)', () => {
  const violations = async (page: Page) =>
    (await axeViolations(page, undefined, 'header.rp-nav'))
      .filter(isSeriousOrCritical)
      .map((v) => v.id);
  it('desktop with a product menu open and phone with the menu open have no serious violations', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const desk = await newPage(browser(), {
        width: 1280,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await gotoReady(desk.page, '/idn/docs');
      await desk.page.getByRole('banner').getByRole('button', { name: 'IDN', exact: true }).click();
      expect(await violations(desk.page)).toEqual([]);
      await desk.context.close();
      const phone = await newPage(browser(), {
        width: 375,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await gotoReady(phone.page, '/idn/docs');
      await phone.page.getByRole('button', { name: 'Open navigation menu' }).click();
      expect(await violations(phone.page)).toEqual([]);
      await phone.context.close();
    }
  });
});
