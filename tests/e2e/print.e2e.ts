/**
 * Printing (issue 38; theme/styles/print.css): with the print media emulated, a guide and an
 * operation page show no navbar, sidebar, outline or buttons; links show their targets; code is
 * not cut (it wraps: no box scrolls sideways or is shorter than its content).
 */
import { describe, expect, it } from 'vitest';
import { gotoReady, newPage, useBrowser } from './browser';

const browser = useBrowser();

describe('print styles', () => {
  for (const route of ['/idn/api/authentication', '/idn/api/v3/create-source', '/iiq']) {
    it(`${route} prints its text only, links with their targets, code whole`, async () => {
      const { context, page } = await newPage(browser(), { width: 1366, height: 900 });
      await gotoReady(page, route);
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      await page.emulateMedia({ media: 'print' });
      const shown = await page.evaluate(() => {
        const visible = (sel: string) =>
          [...document.querySelectorAll<HTMLElement>(sel)].filter(
            (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
          ).length;
        return {
          navbar: visible('header.rp-nav'),
          sidebar: visible('.rp-doc-layout__sidebar'),
          outline: visible('.rp-doc-layout__outline, .api-toc'),
          buttons: visible('button'),
          footer: visible('.site-footer'),
          text: visible('.rp-doc h1'),
        };
      });
      expect(shown).toEqual({ navbar: 0, sidebar: 0, outline: 0, buttons: 0, footer: 0, text: 1 });
      // Links carry their target after their text.
      const link = await page.evaluate(() => {
        const a = [...document.querySelectorAll<HTMLAnchorElement>('.rp-doc a[href]')].find(
          (x) => !x.getAttribute('href')!.startsWith('#') && x.getClientRects().length,
        )!;
        return { href: a.getAttribute('href'), after: getComputedStyle(a, '::after').content };
      });
      expect(link.after).toContain(link.href);
      // Code: no box narrower or shorter than what it holds.
      const cut = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '.rp-codeblock__content__scroll-container, .rp-codeblock__content, .api-code > pre',
          ),
        ]
          .filter((b) => b.getClientRects().length)
          .filter((b) => b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1)
          .map((b) => (b.textContent ?? '').slice(0, 40)),
      );
      expect(cut).toEqual([]);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.byteLength).toBeGreaterThan(1000);
      await context.close();
    });
  }
});
