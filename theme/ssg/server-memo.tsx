import { Fragment, type ReactNode } from 'react';

/**
 * Static generation renders the same navbar, sidebar and footer on thousands of pages (every API
 * page of a product has the same navbar but for the language menu's link to the page itself; the
 * pages of one sidebar group the same sidebar but for the current entry). `ServerMemo` renders its
 * part once per key and copies the HTML into the other pages: React renders a placeholder there,
 * and the page's HTML is stitched after rendering (`stitchPage`, called by
 * theme/ssg/react-dom-server.ts around each page's renderToString). What differs from page to page
 * is either a hole (`holes` are rendered on every page and put where the part's render function
 * placed `slot(i)`) or one attribute (`flag`: the part spreads `attr(arg)` on an element; the page
 * gets `name="value"` there where `flag.test(arg)` holds, as `aria-current="page"` on the current
 * entry).
 *
 * The HTML is byte-identical to rendering the part itself as long as the key names everything the
 * part reads besides its holes and flag, and the part and each hole start and end with an element
 * (a placeholder is an element, so React's separator between two adjacent texts would differ).
 * In the browser, in `rspress dev` and when a page is rendered by the stream, the part renders
 * itself: the memo is active only between `beginPage` and `stitchPage` of one synchronous render.
 * Parts do not nest.
 */

const ATTR = 'data-portal-ssg-memo';
/** Where a flagged attribute goes in a part's template: `name="<FLAG>arg<FLAG>"`. */
const FLAG = '\u{1F6A9}pm';

/** A part's HTML: text, the place of a hole, or the place of the flagged attribute (its argument). */
type Piece = string | { slot: number } | { arg: string };

export interface Flag {
  name: string;
  value: string;
  /** Whether the page's element for `arg` has the attribute. */
  test: (arg: string) => boolean;
}

/**
 * The parts' HTML by key digest, the most recently used last. Bounded: a sidebar's key holds its
 * tree, and a large API has thousands of sidebar groups (a worker keeps at most this many parts).
 */
const cache = new Map<string, Piece[]>();
const MAX_PARTS = 500;

/**
 * A key's digest: its length and two 32-bit hashes (FNV-1a and a multiplicative one), so that the
 * cache does not keep the keys themselves (a sidebar's key is its whole tree as JSON).
 */
export function digest(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b + c, 0x85ebca6b) ^ (b >>> 13);
  }
  return `${key.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

/** The part kept for `key`, now the most recently used. */
function recall(key: string): Piece[] | undefined {
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key);
    cache.set(key, kept);
  }
  return kept;
}

function keep(key: string, part: Piece[]): void {
  cache.set(key, part);
  if (cache.size > MAX_PARTS) cache.delete(cache.keys().next().value!);
}
/** The parts met in the page being rendered, by index; undefined outside one. */
let page: Array<{ key: string; name: string; flag?: Flag }> | undefined;

/** Starts a page's render: `ServerMemo` is active until `stitchPage`. */
export function beginPage(): void {
  page = [];
}

/** Ends a page's render without stitching (its render failed or was abandoned). */
export function abandonPage(): void {
  page = undefined;
}

/** What React renders for <Marker id={`${kind}:${id}`} />. */
const marker = (kind: 'part' | 'start' | 'end' | 'slot' | 'hole' | 'hole-end', id: string) =>
  `<template ${ATTR}="${kind}:${id}"></template>`;

/**
 * `SSG_MEMO_CHECK=1`: every page renders its parts and the build fails where one differs from the
 * HTML kept for its key (a key that misses something the part reads).
 */
const check = typeof process !== 'undefined' && process.env.SSG_MEMO_CHECK === '1';

export interface ServerMemoProps {
  /**
   * Everything the part's HTML depends on besides its holes and flag (namespaced by the caller); a
   * function is called only where the memo is active (never in the browser).
   */
  memoKey: string | (() => string);
  /** Rendered on every page; `slot(i)` marks where `holes[i]` goes. */
  holes?: ReactNode[];
  /** The one attribute that differs between pages; `attr(arg)` gives the props for an element. */
  flag?: Flag;
  children: (
    slot: (i: number) => ReactNode,
    attr: (arg: string) => Record<string, string | undefined>,
  ) => ReactNode;
}

const Marker = ({ id }: { id: string }) => <template {...{ [ATTR]: id }} />;

/** A part of the page whose server HTML is rendered once per key (see above). */
export function ServerMemo({ memoKey: keyOf, holes = [], flag, children }: ServerMemoProps) {
  if (!page)
    return children(
      (i) => holes[i],
      (arg) => ({ [flag!.name]: flag!.test(arg) ? flag!.value : undefined }),
    );
  const fullKey = typeof keyOf === 'function' ? keyOf() : keyOf;
  const memoKey = digest(fullKey);
  const n = String(page.length);
  page.push({ key: memoKey, name: fullKey.slice(0, 80), flag });
  const holeParts = holes.map((h, i) => (
    <Fragment key={i}>
      <Marker id={`hole:${n}.${i}`} />
      {h}
      <Marker id={`hole-end:${n}.${i}`} />
    </Fragment>
  ));
  if (recall(memoKey) && !check)
    return (
      <>
        <Marker id={`part:${n}`} />
        {holeParts}
      </>
    );
  return (
    <>
      <Marker id={`start:${n}`} />
      {children(
        (i) => (
          <Marker id={`slot:${i}`} />
        ),
        (arg) => ({ [flag!.name]: `${FLAG}${arg}${FLAG}` }),
      )}
      <Marker id={`end:${n}`} />
      {holeParts}
    </>
  );
}

/** React's escaping of attribute values, undone (the argument of a flag, read back from HTML). */
const unescape = (s: string) =>
  s.replace(/&(quot|#x27|lt|gt|amp);/g, (_, e: string) =>
    e === 'quot' ? '"' : e === '#x27' ? "'" : e === 'lt' ? '<' : e === 'gt' ? '>' : '&',
  );

/**
 * A copy of `s` that does not hold on to the string it was cut from: V8 keeps a slice as a view
 * of its parent, so a kept part would otherwise keep its whole first page's HTML.
 */
const own = (s: string): string => JSON.parse(JSON.stringify(s)) as string;

/** A part's template (the HTML between its start and end) as pieces. */
function pieces(template: string, flag: Flag | undefined): Piece[] {
  const out: Piece[] = [];
  const slot = new RegExp(`<template ${ATTR}="slot:(\\d+)"></template>`, 'g');
  const attr = flag ? ` ${flag.name}="${FLAG}` : undefined;
  let from = 0;
  for (;;) {
    slot.lastIndex = from;
    const s = slot.exec(template);
    const a = attr ? template.indexOf(attr, from) : -1;
    if (!s && a < 0) break;
    if (a >= 0 && (!s || a < s.index)) {
      const end = template.indexOf(`${FLAG}"`, a + attr!.length);
      out.push(template.slice(from, a), { arg: unescape(template.slice(a + attr!.length, end)) });
      from = end + FLAG.length + 1;
    } else {
      out.push(template.slice(from, s!.index), { slot: Number(s![1]) });
      from = s!.index + s![0].length;
    }
  }
  out.push(template.slice(from));
  return out.map((p) => (typeof p === 'string' ? own(p) : 'arg' in p ? { arg: own(p.arg) } : p));
}

/** `html` with the part of index `n` (its markers and holes) replaced by the stitched HTML. */
function stitchOne(
  html: string,
  n: string,
  { key, name, flag }: { key: string; name: string; flag?: Flag },
): string {
  const start = html.indexOf(marker('start', n));
  const part = html.indexOf(marker('part', n));
  const at = start >= 0 ? start : part;
  if (at < 0) throw new Error(`[ssg-memo] part ${n} (${name}) was not rendered`);
  let after: number;
  let kept = recall(key);
  if (start >= 0) {
    const endMark = marker('end', n);
    const end = html.indexOf(endMark, start);
    if (end < 0) throw new Error(`[ssg-memo] part ${n} (${name}) has no end`);
    const made = pieces(html.slice(start + marker('start', n).length, end), flag);
    if (kept && JSON.stringify(kept) !== JSON.stringify(made))
      throw new Error(
        `[ssg-memo] the part "${name}" differs between pages: its key misses what it reads`,
      );
    keep(key, (kept = made));
    after = end + endMark.length;
  } else {
    if (!kept) throw new Error(`[ssg-memo] part ${n} (${name}) is not known`);
    after = part + marker('part', n).length;
  }
  // The holes follow the part, in order.
  const holes: string[] = [];
  for (let i = 0; html.startsWith(marker('hole', `${n}.${i}`), after); i++) {
    const e = marker('hole-end', `${n}.${i}`);
    const end = html.indexOf(e, after);
    holes.push(html.slice(after + marker('hole', `${n}.${i}`).length, end));
    after = end + e.length;
  }
  let out = '';
  for (const p of kept) {
    if (typeof p === 'string') out += p;
    else if ('slot' in p) out += holes[p.slot] ?? '';
    else if (flag!.test(p.arg)) out += ` ${flag!.name}="${flag!.value}"`;
  }
  return html.slice(0, at) + out + html.slice(after);
}

/**
 * The page's HTML with every memoized part in place; ends the page. Parts are stitched last to
 * first, so that the positions of the earlier ones do not move.
 */
export function stitchPage(html: string): string {
  const parts = page;
  page = undefined;
  if (!parts) return html;
  for (let n = parts.length - 1; n >= 0; n--) html = stitchOne(html, String(n), parts[n]!);
  return html;
}

/** Forgets every part (tests). */
export function clearServerMemo(): void {
  cache.clear();
  page = undefined;
}
