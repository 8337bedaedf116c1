// @vitest-environment happy-dom
import type { FunctionComponent } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The browser build runs preact/compat in place of React (plugins/client-runtime): so does this test.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const settle = async (tasks: number) => {
  for (let i = 0; i < tasks; i++) await new Promise((r) => setTimeout(r, 0));
};

/** A stand-in IntersectionObserver: the test says when the observed elements are on screen. */
const observers: Array<{ cb: (e: Array<{ isIntersecting: boolean }>) => void; live: boolean }> = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(cb: (typeof observers)[number]['cb']) {
    this.entry = { cb, live: false };
    observers.push(this.entry);
  }
  observe() {
    this.entry.live = true;
  }
  disconnect() {
    this.entry.live = false;
  }
}
const seen = (isIntersecting: boolean) =>
  observers.filter((o) => o.live).forEach((o) => o.cb([{ isIntersecting }]));

async function hydratePage(footerWhenSeen?: string) {
  vi.resetModules();
  const { createElement: h, hydrate } = await import('preact/compat');
  const { HydrationSlice, afterHydrationSlices } = await import('./HydrationSlice');
  // Typed for React's JSX; here it runs under preact/compat, as in the browser.
  const Slice = HydrationSlice as unknown as FunctionComponent<{ name: string; whenSeen?: string }>;
  const clicks: string[] = [];
  // The server's HTML (React marks a Suspense boundary with <!--$--> … <!--/$-->).
  document.body.innerHTML =
    '<div id="root"><main><button id="main">main</button></main>' +
    '<!--$--><nav><button id="nav">nav</button></nav><!--/$-->' +
    '<!--$--><footer><button id="foot">foot</button></footer><!--/$--></div>';
  const root = document.getElementById('root')!;
  const before = ['main', 'nav', 'foot'].map((id) => document.getElementById(id));
  const button = (id: string) => h('button', { id, onClick: () => clicks.push(id) }, id);
  hydrate(
    h(
      'div',
      { id: 'root' },
      h('main', null, button('main')),
      h(Slice, { name: 'nav' }, h('nav', null, button('nav'))),
      h(Slice, { name: 'footer', whenSeen: footerWhenSeen }, h('footer', null, button('foot'))),
    ),
    root.parentNode as Element,
  );
  const click = (id: string) => document.getElementById(id)!.click();
  return { clicks, click, before, afterHydrationSlices };
}

afterEach(() => {
  document.body.innerHTML = '';
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('HydrationSlice', () => {
  it('hydrates each slice in a later task, keeping the server DOM meanwhile', async () => {
    const page = await hydratePage();
    page.click('main');
    page.click('nav');
    page.click('foot');
    // The first pass hydrated the page around the slices only.
    expect(page.clicks).toEqual(['main']);
    expect(['main', 'nav', 'foot'].map((id) => document.getElementById(id))).toEqual(page.before);
    await settle(6);
    page.click('nav');
    page.click('foot');
    expect(page.clicks).toEqual(['main', 'nav', 'foot']);
    // Hydrated in place: the same elements, none re-created.
    expect(['main', 'nav', 'foot'].map((id) => document.getElementById(id))).toEqual(page.before);
  });

  it('tells when the last slice is hydrated', async () => {
    const page = await hydratePage();
    let done = false;
    page.afterHydrationSlices(() => (done = true));
    expect(done).toBe(false);
    await settle(6);
    expect(done).toBe(true);
    page.click('foot');
    expect(page.clicks).toEqual(['foot']);
  });

  describe('whenSeen', () => {
    it('leaves a slice off screen alone until the first press, and does not wait for it', async () => {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const page = await hydratePage('footer');
      let done = false;
      page.afterHydrationSlices(() => (done = true));
      seen(false);
      await settle(8);
      expect(done).toBe(true);
      page.click('nav');
      page.click('foot');
      // The navbar hydrated in its turn; the footer, off screen and unused, did not.
      expect(page.clicks).toEqual(['nav']);
      // A press anywhere hydrates it at once, before the click that follows the press.
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      // Microtasks only (what runs between a press and its click), no task.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      page.click('foot');
      expect(page.clicks).toEqual(['nav', 'foot']);
      expect(document.getElementById('foot')).toBe(page.before[2]);
    });

    it('hydrates a slice when it comes on screen', async () => {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const page = await hydratePage('footer');
      seen(false);
      await settle(8);
      page.click('foot');
      expect(page.clicks).toEqual([]);
      seen(true);
      await settle(4);
      page.click('foot');
      expect(page.clicks).toEqual(['foot']);
    });

    it('waits for a slice that is on screen at the start', async () => {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const page = await hydratePage('footer');
      let done = false;
      page.afterHydrationSlices(() => (done = true));
      seen(true);
      expect(done).toBe(false);
      await settle(8);
      expect(done).toBe(true);
      page.click('foot');
      expect(page.clicks).toEqual(['foot']);
    });
  });
});
