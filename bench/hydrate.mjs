// What every browser bench does before measuring a hydrated page: the app starts at the reader's
// first use (theme/boot/first-use.ts), so the mouse moves, then the bench waits for the marker
// the layout sets once the page is hydrated (theme/layout/Layout.tsx).

/** Starts the app on `page` with a mouse move and resolves once it has hydrated. */
export async function useAndWaitHydrated(page, timeout = 30_000) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout,
  });
}
