import { TABS } from '../../common/api-pages/markup';
import { esc } from '../shared/html';
import { lazy } from './lazy-html';

/** Hands out radio-group names unique within one page. */
export class TabNamer {
  private n = 0;
  next(): string {
    this.n += 1;
    return `tabs-${this.n}`;
  }
}

export interface Tab {
  label: string;
  /** Stable value: persists a choice across pages (code-sample language), syncs tab groups, names the tab in the URL hash. */
  value?: string;
  html: string;
  tone?: 'ok' | 'error' | 'other';
  /** Element id on the tab's label, so `#id` in a link selects this tab (theme/api/view-state.ts). */
  id?: string;
}

export interface TabsOptions {
  label: string;
  tabs: Tab[];
  kind: (typeof TABS.kinds)[number];
  /** Persisted choice shared by every page (theme/api/tab-groups.ts), e.g. `code-language`. */
  group?: string;
  /** Tab groups of one page with the same `sync` show the same value (a status code on the left and in the panel). */
  sync?: string;
  /** Panels after the first become DOM only when their tab is chosen (lazy-html.ts). */
  lazy?: boolean;
}

/**
 * Tabs as a radio group: keyboard-accessible (arrow keys), works without JavaScript
 * (CSS :has() shows the checked tab's panel); `group`, `sync` and `lazy` are applied by the
 * theme (theme/api/tab-groups.ts, theme/api/lazy-panels.ts).
 */
export function renderTabs(namer: TabNamer, opts: TabsOptions): string {
  const name = namer.next();
  const list = opts.tabs
    .map(
      (t, i) =>
        `<label class="${TABS.tab}"${t.id ? ` id="${esc(t.id)}"` : ''}${t.tone ? ` data-tone="${t.tone}"` : ''}><input type="radio" name="${name}" value="${esc(t.value ?? String(i))}"${i === 0 ? ' checked' : ''}><span>${esc(t.label)}</span></label>`,
    )
    .join('');
  const panels = opts.tabs
    .map((t, i) => `<div class="${TABS.panel}">${opts.lazy && i > 0 ? lazy(t.html) : t.html}</div>`)
    .join('');
  const attrs = `${opts.group ? ` ${TABS.groupAttr}="${esc(opts.group)}"` : ''}${opts.sync ? ` ${TABS.syncAttr}="${esc(opts.sync)}"` : ''}`;
  return `<div class="${TABS.root} ${TABS.root}--${esc(opts.kind)}"${attrs}><div class="${TABS.list}" role="radiogroup" aria-label="${esc(opts.label)}">${list}</div>${panels}</div>`;
}
