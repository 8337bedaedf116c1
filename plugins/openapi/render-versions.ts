import type { ApiStatus } from '../../common/apis/api-list';
import { esc } from '../shared/html';

export interface VersionLink {
  label: string;
  href: string;
  status: ApiStatus;
  /** The page the reader is on. */
  current: boolean;
  /** The same page exists in that version (else `href` is the version's root). */
  exists: boolean;
  versionKey: string | null;
}

const badge = (status: ApiStatus) =>
  status === 'stable' ? '' : ` <span class="api-badge api-badge--${status}">${status}</span>`;

/**
 * The version menu of an API page (a native <details>: keyboard and no-JS work as they are;
 * theme/api/tab-groups.ts closes it on Escape and outside clicks). Versions in list order, the
 * current one marked; a version without this page links to its root and says so. Links to the
 * same page carry `data-version-key`, which the preferred-version note reads.
 */
export function renderVersionMenu(links: VersionLink[]): string {
  if (links.length < 2) return '';
  const current = links.find((l) => l.current);
  const items = links
    .map((l) => {
      if (l.current)
        return `<li><a href="${esc(l.href)}" aria-current="page">${esc(l.label)}</a>${badge(l.status)}</li>`;
      const key =
        l.exists && l.versionKey
          ? ` data-version-key="${esc(l.versionKey)}" data-version-switch="${esc(l.label)}"`
          : '';
      const note = l.exists
        ? ''
        : ' <span class="api-versions__note">(not in this version: opens its overview)</span>';
      return `<li><a href="${esc(l.href)}"${key}>${esc(l.label)}</a>${badge(l.status)}${note}</li>`;
    })
    .join('');
  return `<details class="api-versions"><summary class="api-versions__summary">Version: <span class="api-versions__current">${esc(current?.label ?? '')}</span></summary><ul class="api-versions__list">${items}</ul></details>`;
}

/** The banner of a deprecated version, pointing at the newest stable one (the same page there when it exists). */
export function renderDeprecatedBanner(
  label: string,
  newest: { label: string; href: string; exists: boolean } | undefined,
): string {
  const to = newest
    ? ` Use the <a href="${esc(newest.href)}">${esc(newest.label)}</a>, the newest stable version${newest.exists ? '' : ' (this page is not in it: the link opens its overview)'}.`
    : '';
  return `<div class="api-deprecated api-deprecated--version" role="note"><strong>The ${esc(label)} are deprecated.</strong> They keep working for now, but will be retired.${to}</div>`;
}

const BAR_OPEN = '<div class="api-version-bar">';

/**
 * The version bar wraps the other versions' menu and banner; it opens the first section of every
 * API page. `html` with its bar (if any) replaced by `bar` ('' removes it): the dev server updates
 * an unchanged version's pages this way when only the version list changed (dev-loop/), without
 * rendering them again. Only our own markup is matched: the bar's nested divs are counted.
 */
export function replaceVersionBar(html: string, bar: string): string {
  if (!html.startsWith(BAR_OPEN)) return bar + html;
  let depth = 0;
  const tag = /<(\/?)div\b[^>]*>/g;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return bar + html.slice(m.index + m[0].length);
  }
  throw new Error('unclosed version bar in a page record');
}
