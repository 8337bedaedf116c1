import { showAllDeferred } from './deferred-sections';
import { CONTENT_ADDED, inputOf, materialize, materializeHolding, selectTab } from './lazy-panels';
import { cls, API_PAGE, TABS } from '../../common/api-pages/markup';
import { listenAll } from './listen';

/**
 * What an API page shows, kept in the URL hash so a link shows the same view (issue 15):
 * - choosing a status code (`data-sync` tab groups: the Responses tabs and the panel's examples
 *   follow each other) writes `#response-400`;
 * - opening a schema node writes the node's field id (`#response-200-items-owner`);
 * - opening a page (or following an in-page link) at such a hash selects the tabs, opens the
 *   schema nodes around the target, makes lazy panels real and scrolls to it.
 * The hash is replaced, not pushed: changing the view adds no history entries.
 */

/** The id the URL's hash names ('' for none, or for a malformed escape). */
function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

function setHash(id: string): void {
  if (hashId() === id) return;
  // React Router keeps its own state in history.state: carry it over.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
}

const hashTarget = () => {
  const id = hashId();
  return id ? document.getElementById(id) : null;
};

/** Shows every tab group of `name` on `value`. */
function syncGroups(name: string, value: string, except?: Element): void {
  for (const tabs of document.querySelectorAll<HTMLElement>(
    `${cls(TABS.root)}[${TABS.syncAttr}="${CSS.escape(name)}"]`,
  )) {
    if (tabs === except) continue;
    const input = tabs.querySelector<HTMLInputElement>(
      `:scope > ${cls(TABS.list)} input[value="${CSS.escape(value)}"]`,
    );
    if (input) selectTab(input);
  }
}

/** Makes the element with `id` visible: its lazy panel, the tabs and schema nodes around it. Null when the page has no such element. */
function reveal(id: string): HTMLElement | null {
  if (!id) return null;
  if (!document.getElementById(id)) showAllDeferred();
  if (!document.getElementById(id)) materializeHolding(id);
  const el = document.getElementById(id);
  if (!el) return null;
  // A tab's own id (`#response-400`) selects that tab.
  const own = el.classList.contains(TABS.tab) ? el.querySelector<HTMLInputElement>('input') : null;
  if (own) choose(own);
  for (let node: HTMLElement | null = el.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      node.open = true;
      materialize(node);
    }
    if (node.classList.contains(TABS.panel)) {
      const input = inputOf(node);
      if (input && !input.checked) choose(input);
    }
  }
  return el;
}

/** Selects a tab as the reader would: its panel, the groups synced with it. */
function choose(input: HTMLInputElement): void {
  selectTab(input);
  const tabs = input.closest<HTMLElement>(`${cls(TABS.root)}[${TABS.syncAttr}]`);
  if (tabs) syncGroups(tabs.dataset.sync!, input.value, tabs);
}

/** Reveals and scrolls to the element named by the URL hash when it was hidden or not yet made. */
export function revealHash(): void {
  const id = hashId();
  if (!id) return;
  const before = document.getElementById(id);
  const hidden = !before || before.getClientRects().length === 0;
  const el = reveal(id);
  if (el && hidden) el.scrollIntoView({ block: 'start' });
}

/** Synced tab groups that became elements later (a deferred section) follow the reader's choice in the others. */
function onContentAdded(e: Event): void {
  const added = (e as CustomEvent<Element>).detail;
  if (!added) return;
  for (const tabs of added.querySelectorAll<HTMLElement>(`${cls(TABS.root)}[${TABS.syncAttr}]`)) {
    const sync = CSS.escape(tabs.dataset.sync!);
    const chosen = [
      ...document.querySelectorAll<HTMLInputElement>(
        `${cls(TABS.root)}[${TABS.syncAttr}="${sync}"] > ${cls(TABS.list)} input:checked`,
      ),
    ].find((i) => !added.contains(i));
    if (chosen)
      syncGroups(tabs.dataset.sync!, chosen.value, chosen.closest(cls(TABS.root)) ?? undefined);
  }
}

function onChange(e: Event): void {
  const input = e.target as HTMLInputElement;
  const tabs =
    input?.type === 'radio'
      ? input.closest<HTMLElement>(`${cls(TABS.root)}[${TABS.syncAttr}]`)
      : null;
  if (!tabs || !input.closest(cls(TABS.list))) return;
  syncGroups(tabs.dataset.sync!, input.value, tabs);
  // The hash names the chosen status by the tab id the page gives it (the Responses tabs').
  const named = document.querySelector<HTMLElement>(
    `${cls(TABS.root)}[${TABS.syncAttr}="${CSS.escape(tabs.dataset.sync!)}"] ${cls(TABS.tab)}[id]:has(input:checked)`,
  );
  if (named) setHash(named.id);
}

/** Opening a schema node names it in the hash, unless the hash already points inside it. */
function onToggle(e: Event): void {
  const details = e.target as HTMLDetailsElement;
  if (
    !(details instanceof HTMLDetailsElement) ||
    !details.open ||
    !details.classList.contains('api-field__children')
  )
    return;
  const field = details.closest<HTMLElement>('.api-field[id]');
  if (!field || details.contains(hashTarget())) return;
  setHash(field.id);
}

/** In-page links to a target inside a closed node or an unopened tab: reveal it after the browser's own jump. */
function onClick(e: MouseEvent): void {
  const a = (e.target as HTMLElement)?.closest?.<HTMLAnchorElement>(
    `${cls(API_PAGE.root)} a[href^="#"]`,
  );
  if (a) window.setTimeout(revealHash, 0);
}

export function installViewState(): () => void {
  return listenAll([
    [document, 'change', onChange],
    // toggle does not bubble.
    [document, 'toggle', onToggle, true],
    [document, 'click', onClick],
    [window, 'hashchange', revealHash],
    [document, CONTENT_ADDED, onContentAdded],
  ]);
}
