import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../harness/chromium.mjs';
import { REPO_ROOT } from '../lib/shared';

export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'tests/artifacts/screenshots');

export const baseUrl = () => inject('baseUrl');
export const siteDir = () => inject('siteDir');
export const url = (p: string) => `${baseUrl()}${p}`;

/** Chromium with the flags every browser test and bench uses (tests/harness/chromium.mjs). */
export const launch = launchChromium;

/**
 * One Chromium for the file that calls it (at its top level): launched before its tests, closed
 * after them. Returns a getter because the browser exists only once `beforeAll` has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error(
        'useBrowser(): the browser is launched in beforeAll; call the getter inside a test or hook',
      );
    return browser;
  };
}

export async function newPage(
  browser: Browser,
  opts: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: opts.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The reader starts to use the page: the app is evaluated and hydrated only then
 * (theme/boot/first-use.ts). A mouse moving is the gentlest use: it presses nothing, moves no
 * focus, and does not wake the slices that wait for a press (theme/logic/HydrationSlice.tsx). It is
 * skipped on a page already hydrated, where moving the mouse could close a menu it hovers.
 */
export async function startUsing(page: Page): Promise<void> {
  if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) return;
  // Two positions: a move to where the mouse already is may not be an event.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Starts the app (startUsing) and waits until the page is interactive: the theme marks <html> when
 * the layout's effects run, and the page's content, a Suspense boundary hydrated just after, is the
 * framework's once its first heading is. The browser runs preact/compat (plugins/client-runtime), whose tree hangs from the
 * root element (`__k`: children, `__e`: DOM node, Preact's mangled field names); React, should
 * it come back, keeps a fiber on each DOM node it owns.
 */
export async function waitHydrated(page: Page): Promise<void> {
  // A use may reach a document that a navigation then replaces: the next round uses the new one.
  const deadline = Date.now() + 15_000;
  for (;;) {
    await startUsing(page).catch(() => undefined);
    try {
      await page.waitForFunction(HYDRATED, null, {
        timeout: Math.max(1, Math.min(3_000, deadline - Date.now())),
      });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/** True in the page once it is hydrated (waitHydrated's description). */
const HYDRATED = () => {
  if (document.documentElement.dataset.hydrated !== 'true') return false;
  const heading = document.querySelector('h1');
  if (!heading || Object.keys(heading).some((k) => k.startsWith('__reactFiber$'))) return true;
  type VNode = { __e?: Node; __k?: VNode | (VNode | null)[] | null };
  const root = document.getElementById('__rspress_root') as (HTMLElement & VNode) | null;
  const stack: (VNode | null | undefined)[] = [root?.__k as VNode | undefined];
  while (stack.length) {
    const v = stack.pop();
    if (!v) continue;
    if (v.__e === heading) return true;
    if (Array.isArray(v.__k)) stack.push(...v.__k);
    else if (v.__k) stack.push(v.__k);
  }
  return false;
};

export async function gotoReady(page: Page, p: string): Promise<void> {
  await page.goto(url(p), { waitUntil: 'load' });
  await waitHydrated(page);
}

/** A new page (newPage's options) at `p`, hydrated. */
export async function openPage(
  browser: Browser,
  p: string,
  opts?: Parameters<typeof newPage>[1],
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, opts);
  await gotoReady(opened.page, p);
  return opened;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
