import { Fragment, type ReactNode } from 'react';

/**
 * Static generation renders the same navbar and footer on thousands of pages (every API page of
 * a product has the same navbar but for the language menu's link to the page itself). `ServerMemo`
 * renders its part once per key and copies the HTML into the other pages: React renders a
 * placeholder there, and the page's HTML is stitched after rendering (`stitchPage`, called by
 * theme/ssg/react-dom-server.ts around each page's renderToString). What differs from page to page
 * goes in a hole: `holes` are rendered on every page and put where the part's render function
 * placed `slot(i)`.
 *
 * The HTML is byte-identical to rendering the part itself as long as the key names everything the
 * part reads besides its holes, and the part and each hole start and end with an element (a
 * placeholder is an element, so React's separator between two adjacent texts would differ).
 * In the browser, in `rspress dev` and when a page is rendered by the stream, the part renders
 * itself: the memo is active only between `beginPage` and `stitchPage` of one synchronous render.
 */

const ATTR = 'data-portal-ssg-memo';

/** The parts' HTML by key: `slots` are the template split at its holes. */
const cache = new Map<string, string[]>();
/** The keys of the parts met in the page being rendered, by index; undefined outside one. */
let page: string[] | undefined;

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
  /** Everything the part's HTML depends on besides its holes (namespaced by the caller). */
  memoKey: string;
  /** Rendered on every page; `slot(i)` marks where `holes[i]` goes. */
  holes?: ReactNode[];
  children: (slot: (i: number) => ReactNode) => ReactNode;
}

const Marker = ({ id }: { id: string }) => <template {...{ [ATTR]: id }} />;

/** A part of the page whose server HTML is rendered once per key (see above). */
export function ServerMemo({ memoKey, holes = [], children }: ServerMemoProps) {
  if (!page) return children((i) => holes[i]);
  const n = String(page.length);
  page.push(memoKey);
  const holeParts = holes.map((h, i) => (
    <Fragment key={i}>
      <Marker id={`hole:${n}.${i}`} />
      {h}
      <Marker id={`hole-end:${n}.${i}`} />
    </Fragment>
  ));
  if (cache.has(memoKey) && !check)
    return (
      <>
        <Marker id={`part:${n}`} />
        {holeParts}
      </>
    );
  return (
    <>
      <Marker id={`start:${n}`} />
      {children((i) => (
        <Marker id={`slot:${i}`} />
      ))}
      <Marker id={`end:${n}`} />
      {holeParts}
    </>
  );
}

/** `html` with the part of index `n` (its markers and holes) replaced by the stitched HTML. */
function stitchOne(html: string, n: string, key: string): string {
  let slots = cache.get(key);
  const start = html.indexOf(marker('start', n));
  const part = html.indexOf(marker('part', n));
  const at = start >= 0 ? start : part;
  if (at < 0) throw new Error(`[ssg-memo] part ${n} (${key}) was not rendered`);
  let after: number;
  if (start >= 0) {
    const endMark = marker('end', n);
    const end = html.indexOf(endMark, start);
    if (end < 0) throw new Error(`[ssg-memo] part ${n} (${key}) has no end`);
    const template = html.slice(start + marker('start', n).length, end);
    slots = [];
    let from = 0;
    for (let i = 0; ; i++) {
      const s = template.indexOf(marker('slot', String(i)), from);
      if (s < 0) break;
      slots.push(template.slice(from, s));
      from = s + marker('slot', String(i)).length;
    }
    slots.push(template.slice(from));
    const known = cache.get(key);
    if (known && known.join('\0') !== slots.join('\0'))
      throw new Error(
        `[ssg-memo] the part "${key}" differs between pages: its key misses what it reads`,
      );
    cache.set(key, slots);
    after = end + endMark.length;
  } else {
    if (!slots) throw new Error(`[ssg-memo] part ${n} (${key}) is not known`);
    after = part + marker('part', n).length;
  }
  // The holes follow the part, in order.
  let out = slots[0]!;
  for (let i = 1; i < slots.length; i++) {
    const h = marker('hole', `${n}.${i - 1}`);
    const e = marker('hole-end', `${n}.${i - 1}`);
    if (!html.startsWith(h, after))
      throw new Error(`[ssg-memo] part ${n} (${key}): hole ${i - 1} missing`);
    const end = html.indexOf(e, after);
    out += html.slice(after + h.length, end) + slots[i];
    after = end + e.length;
  }
  return html.slice(0, at) + out + html.slice(after);
}

/**
 * The page's HTML with every memoized part in place; ends the page. Parts are stitched last to
 * first, so that the positions of the earlier ones do not move.
 */
export function stitchPage(html: string): string {
  const keys = page;
  page = undefined;
  if (!keys) return html;
  for (let n = keys.length - 1; n >= 0; n--) html = stitchOne(html, String(n), keys[n]!);
  return html;
}

/** Forgets every part (tests). */
export function clearServerMemo(): void {
  cache.clear();
  page = undefined;
}
