import { createElement as h, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { PassThrough, Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerMemo, beginPage, clearServerMemo, digest, stitchPage } from './server-memo';
import { endWith, renderSync, renderToPipeableStream as shimStream } from './react-dom-server';

afterEach(clearServerMemo);

let partRenders = 0;
/** A navbar-like part: a list whose current entry is in the key, a hole with the page's path. */
function Bar({ path, current }: { path: string; current: string }) {
  return h(ServerMemo, {
    memoKey: `bar:${current}`,
    holes: [h('a', { key: 'l', href: path }, 'English')],
    children: (slot: (i: number) => ReactNode) => {
      partRenders++;
      return h(
        'header',
        null,
        h(
          'ul',
          null,
          ['a', 'b'].map((x) =>
            h('li', { key: x, 'aria-current': x === current ? 'page' : undefined }, x),
          ),
        ),
        h('div', null, slot(0), h('button', null, 'Theme')),
        'text after',
      );
    },
  });
}
const Page = ({ path, current }: { path: string; current: string }) =>
  h('div', null, 'before', h(Suspense, null, h(Bar, { path, current })), h('footer', null, path));

/** The page as React renders it with no memo at all (outside beginPage/stitchPage). */
const plain = (path: string, current: string) => renderToString(h(Page, { path, current }));
const memoized = (path: string, current: string) => {
  beginPage();
  return stitchPage(renderToString(h(Page, { path, current })));
};

describe('ServerMemo', () => {
  it('renders the part once per key and gives every page the HTML of its own render', () => {
    const pages: [string, string][] = [
      ['/x/one', 'a'],
      ['/x/two', 'a'],
      ['/y/three', 'b'],
      ['/y/"four"&', 'b'],
      ['/x/five', 'a'],
    ];
    const expected = pages.map(([p, c]) => plain(p, c));
    partRenders = 0;
    expect(pages.map(([p, c]) => memoized(p, c))).toEqual(expected);
    // One render per key ('a', 'b'), not one per page.
    expect(partRenders).toBe(2);
    expect(expected[1]).toContain('href="/x/two"');
  });

  it("sets the flagged attribute on each page's own elements only", () => {
    const links = ['/a', '/b?x=1&y="2"', '/c'];
    let renders = 0;
    const List = ({ path }: { path: string }) =>
      h(ServerMemo, {
        memoKey: 'list',
        flag: { name: 'aria-current', value: 'page', test: (l: string) => l === path },
        children: (_: unknown, attr: (arg: string) => Record<string, string | undefined>) => {
          renders++;
          return h(
            'nav',
            null,
            links.map((l) => h('a', { key: l, href: l, className: 'x', ...attr(l) }, l)),
          );
        },
      });
    const page = (path: string) => {
      beginPage();
      return stitchPage(renderToString(h(List, { path })));
    };
    for (const path of [...links, '/none']) {
      const plainHtml = renderToString(h(List, { path }));
      expect(page(path)).toBe(plainHtml);
    }
    expect(page('/c')).toContain('<a href="/c" class="x" aria-current="page">');
    // Once for the memo's template, once per plain render above.
    expect(renders).toBe(1 + 4);
  });

  it('keeps a bounded number of parts, the least recently used dropped first', () => {
    partRenders = 0;
    for (let i = 0; i < 501; i++) memoized(`/p/${i}`, `k${i}`);
    expect(partRenders).toBe(501);
    memoized('/p/again', 'k500'); // kept
    expect(partRenders).toBe(501);
    memoized('/p/again', 'k0'); // the oldest, dropped
    expect(partRenders).toBe(502);
  });

  it('tells keys apart by a digest of their whole text', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 20000; i++) keys.add(digest(`sidebar:/x:${JSON.stringify({ i })}`));
    expect(keys.size).toBe(20000);
    expect(digest('ab')).not.toBe(digest('ba'));
    expect(digest('a'.repeat(100000))).toBe(digest('a'.repeat(100000)));
  });

  it('renders the part itself outside a page render (browser, dev server, stream)', () => {
    partRenders = 0;
    plain('/x/one', 'a');
    plain('/x/two', 'a');
    expect(partRenders).toBe(2);
  });

  it('leaves no marker in the page', () => {
    memoized('/x/one', 'a');
    expect(memoized('/x/two', 'a')).not.toContain('data-portal-ssg-memo');
  });

  it('with SSG_MEMO_CHECK=1, fails where a part differs from the HTML kept for its key', async () => {
    vi.stubEnv('SSG_MEMO_CHECK', '1');
    vi.resetModules();
    const memo = await import('./server-memo');
    // A key that misses the path the part reads.
    const Leaky = ({ path }: { path: string }) =>
      h(memo.ServerMemo, { memoKey: 'leaky', children: () => h('nav', null, path) });
    const render = (path: string) => {
      memo.beginPage();
      return memo.stitchPage(renderToString(h(Leaky, { path })));
    };
    expect(render('/a')).toBe('<nav>/a</nav>');
    expect(() => render('/b')).toThrow(/"leaky" differs between pages/);
    vi.unstubAllEnvs();
  });
});

describe('react-dom-server (the static generation entry)', () => {
  const streamed = (node: ReactNode) =>
    new Promise<string>((resolve, reject) => {
      const pass = new PassThrough();
      const { pipe } = renderToPipeableStream(node, {
        progressiveChunkSize: Infinity,
        onError: reject,
        onAllReady() {
          pipe(pass);
          text(pass).then(resolve, reject);
        },
      });
    });
  /** As Rspress's runtime/ssrServerEntry.js calls it. */
  const viaShim = (node: ReactNode) =>
    new Promise<string>((resolve, reject) => {
      const pass = new PassThrough();
      const { pipe } = shimStream(node, {
        progressiveChunkSize: Infinity,
        onError: reject,
        onAllReady() {
          pipe(pass);
          text(pass).then(resolve, reject);
        },
      });
    });

  it('gives the HTML of the stream, memoized parts stitched', async () => {
    const page = h(Page, { path: '/x/é', current: 'a' });
    const expected = await streamed(page);
    expect(await viaShim(page)).toBe(expected);
    expect(await viaShim(h(Page, { path: '/x/è', current: 'a' }))).toBe(
      await streamed(h(Page, { path: '/x/è', current: 'a' })),
    );
  });

  it("hands Rspress's PassThrough the page as one string, not encoded and decoded", async () => {
    const pass = new PassThrough();
    const chunks: unknown[] = [];
    pass.on('data', (c: unknown) => chunks.push(c));
    const ended = new Promise((r) => pass.on('end', r));
    endWith(pass, '<p>é €</p>');
    await ended;
    expect(chunks).toEqual(['<p>é €</p>']);
    expect(pass.writableEnded).toBe(true);
  });

  it('writes any other destination', async () => {
    const got: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        got.push(chunk);
        done();
      },
    });
    const finished = new Promise((r) => sink.on('finish', r));
    endWith(sink, '<p>é</p>');
    await finished;
    expect(Buffer.concat(got).toString('utf8')).toBe('<p>é</p>');
  });

  it('leaves a page that suspends to the stream, which waits for it', async () => {
    let done = false;
    const wait = new Promise<void>((r) => setTimeout(() => ((done = true), r()), 5));
    function Slow() {
      if (!done) throw wait;
      return h('p', null, 'loaded');
    }
    const page = h('div', null, h(Suspense, { fallback: h('i', null, '…') }, h(Slow)));
    expect(renderSync(page)).toBeUndefined();
    expect(await viaShim(page)).toContain('<p>loaded</p>');
  });
});
