// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstUse,
  firstUseScript,
  HELD_CONTROLS,
  recordFirstUse,
  replayHeldClicks,
  startsAtOnce,
  USE_EVENTS,
} from './first-use';

const record = () => recordFirstUse(USE_EVENTS, HELD_CONTROLS, '.page-load-error');

const flush = () => new Promise((r) => setTimeout(r, 0));
/** Past the replay's frame and its fallback timer. */
const settle = () => new Promise((r) => setTimeout(r, 1100));

afterEach(() => {
  // A click on a hydrated page makes each test's head-script holder remove itself.
  document.documentElement.dataset.hydrated = 'true';
  document.body.click();
  delete window.__portalUse;
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('startsAtOnce', () => {
  const page = (html: string) => {
    const doc = document.createElement('div');
    doc.innerHTML = html;
    return doc;
  };
  const plain = { search: '', hash: '' };

  it('waits on a plain page with no stored choices', () => {
    expect(startsAtOnce(plain, page('<main class="rp-doc"></main>'), ['theme'])).toBe(false);
  });

  it('starts at once for a query or a fragment', () => {
    expect(startsAtOnce({ search: '?q=source', hash: '' }, page(''), [])).toBe(true);
    expect(startsAtOnce({ search: '', hash: '#request' }, page(''), [])).toBe(true);
  });

  it('starts at once on the search and not-found pages', () => {
    expect(startsAtOnce(plain, page('<main class="search-page"></main>'), [])).toBe(true);
    expect(startsAtOnce(plain, page('<main class="not-found"></main>'), [])).toBe(true);
  });

  it('starts at once for stored choices that change the page, not for the colour mode', () => {
    expect(startsAtOnce(plain, page(''), ['code-tab:lang'])).toBe(true);
    expect(startsAtOnce(plain, page(''), ['server-vars:https://{tenant}.api.x'])).toBe(true);
    expect(startsAtOnce(plain, page(''), ['docs-version'])).toBe(true);
    expect(startsAtOnce(plain, page(''), ['theme', 'recent-searches'])).toBe(false);
  });
});

describe('recordFirstUse and firstUse', () => {
  it('is the head script: source text that runs on its own', () => {
    new Function(firstUseScript())();
    expect(window.__portalUse).toEqual({ used: false, start: null, held: [] });
  });

  for (const type of USE_EVENTS) {
    it(`resolves at the first ${type}`, async () => {
      record();
      let started = false;
      void firstUse().then(() => (started = true));
      await flush();
      expect(started).toBe(false);
      window.dispatchEvent(new Event(type));
      await flush();
      expect(started).toBe(true);
    });
  }

  it('resolves at once when the use came before the scripts ran', async () => {
    record();
    window.dispatchEvent(new Event('keydown'));
    expect(window.__portalUse?.used).toBe(true);
    let started = false;
    void firstUse().then(() => (started = true));
    await flush();
    expect(started).toBe(true);
  });

  it('resolves at a click on a control with no press before it (a screen reader)', async () => {
    record();
    document.body.innerHTML = '<button type="button" id="b">Copy</button>';
    let started = false;
    void firstUse().then(() => (started = true));
    document.getElementById('b')!.click();
    await flush();
    expect(started).toBe(true);
    expect(window.__portalUse?.held.map((el) => el.id)).toEqual(['b']);
  });

  it('does not wait without the head script (a page from an older build)', async () => {
    let started = false;
    void firstUse().then(() => (started = true));
    await flush();
    expect(started).toBe(true);
  });
});

describe('held clicks', () => {
  it('holds clicks on controls until the page is hydrated, then repeats them', async () => {
    document.body.innerHTML =
      '<button type="button" id="b"><span id="inner">Copy</span></button><a href="#x" id="a">x</a>' +
      '<div class="page-load-error"><button type="button" id="retry">Retry</button></div>';
    const seen: string[] = [];
    const on = (id: string, name: string) =>
      document.getElementById(id)!.addEventListener('click', (e) => {
        e.preventDefault();
        seen.push(name);
      });
    on('b', 'button');
    on('a', 'link');
    on('retry', 'retry');
    record();
    document.getElementById('inner')!.click();
    document.getElementById('a')!.click();
    document.getElementById('retry')!.click();
    // Links work without the app, and so does the load guard's Retry: only the button is held.
    expect(seen).toEqual(['link', 'retry']);
    replayHeldClicks();
    await flush();
    expect(seen).toEqual(['link', 'retry']);
    document.documentElement.dataset.hydrated = 'true';
    await settle();
    expect(seen).toEqual(['link', 'retry', 'button']);
    // Released: later clicks go straight through.
    document.getElementById('b')!.click();
    expect(seen).toEqual(['link', 'retry', 'button', 'button']);
  });

  it('repeats on a page already hydrated', async () => {
    record();
    document.body.innerHTML = '<button type="button" id="b">b</button>';
    let clicks = 0;
    document.getElementById('b')!.addEventListener('click', () => clicks++);
    document.getElementById('b')!.click();
    expect(clicks).toBe(0);
    document.documentElement.dataset.hydrated = 'true';
    replayHeldClicks();
    await settle();
    expect(clicks).toBe(1);
  });
});
