import { esc } from '../shared/html';

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
  /** Stable value, used to persist a choice across pages (code-sample language). */
  value?: string;
  html: string;
  tone?: 'ok' | 'error' | 'other';
}

/**
 * Tabs as a radio group: keyboard-accessible (arrow keys), works without JavaScript
 * (CSS :has() shows the checked tab's panel), and a `group` lets the theme persist
 * and sync the choice (theme/api/tab-groups.ts).
 */
export function renderTabs(namer: TabNamer, opts: { label: string; tabs: Tab[]; group?: string; kind: string }): string {
  const name = namer.next();
  const list = opts.tabs
    .map((t, i) => `<label class="api-tabs__tab"${t.tone ? ` data-tone="${t.tone}"` : ''}><input type="radio" name="${name}" value="${esc(t.value ?? String(i))}"${i === 0 ? ' checked' : ''}><span>${esc(t.label)}</span></label>`)
    .join('');
  const panels = opts.tabs.map((t) => `<div class="api-tabs__panel">${t.html}</div>`).join('');
  const group = opts.group ? ` data-group="${esc(opts.group)}"` : '';
  return `<div class="api-tabs api-tabs--${esc(opts.kind)}"${group}><div class="api-tabs__list" role="radiogroup" aria-label="${esc(opts.label)}">${list}</div>${panels}</div>`;
}
