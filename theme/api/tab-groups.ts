import { STORAGE_KEYS } from '../../config/site';
import { safeStorage } from '../logic/storage';
import { CONTENT_ADDED, selectTab } from './lazy-panels';
import { cls, TABS } from '../../common/api-pages/markup';
import { listenAll } from './listen';

/**
 * Behaviour for the HTML that generated API pages (and Markdown tab groups) render:
 * - tab groups with `data-group` remember their choice (localStorage), apply it on every
 *   page and sync across open tabs; `?lang=` in the URL picks the code-sample language;
 * - code blocks get a copy button, which copies the block. The build does not write the buttons
 *   (they do nothing without JavaScript, and an operation page has a dozen blocks).
 * Event delegation on document, so it works for any page without per-page code.
 */
const keyFor = (group: string) => `${STORAGE_KEYS.codeTab}:${group}`;

/** `?lang=python` in a link opens the page on that code-sample language (without changing the stored choice). */
const linkedChoice = (group: string) =>
  group === 'code-language' ? new URLSearchParams(window.location.search).get('lang') : null;

export function applyStoredTabChoices(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(`${cls(TABS.root)}[${TABS.groupAttr}]`).forEach((tabs) => {
    const value = linkedChoice(tabs.dataset.group!) ?? safeStorage.get(keyFor(tabs.dataset.group!));
    if (!value) return;
    const input = tabs.querySelector<HTMLInputElement>(
      `:scope > ${cls(TABS.list)} input[value="${CSS.escape(value)}"]`,
    );
    if (input) selectTab(input);
  });
}

function onChange(e: Event): void {
  const input = e.target as HTMLInputElement;
  if (input?.type !== 'radio') return;
  const tabs = input.closest<HTMLElement>(`${cls(TABS.root)}[${TABS.groupAttr}]`);
  if (!tabs || tabs.querySelector(`:scope > ${cls(TABS.list)}`) !== input.closest(cls(TABS.list)))
    return;
  safeStorage.set(keyFor(tabs.dataset.group!), input.value);
  applyStoredTabChoices();
}

/** Adds the copy button to every code block under `root` that has none yet (before its <pre>, as the stylesheet expects). */
export function addCopyButtons(root: ParentNode = document): void {
  root.querySelectorAll('.api-code').forEach((block) => {
    if (block.querySelector(':scope > .api-copy')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'api-copy';
    button.setAttribute('aria-label', 'Copy code');
    button.textContent = 'Copy';
    block.insertBefore(button, block.querySelector(':scope > pre'));
  });
}
const onContentAdded = (e: Event) => addCopyButtons((e as CustomEvent<Element>).detail ?? document);

async function onClick(e: MouseEvent): Promise<void> {
  const button = (e.target as HTMLElement)?.closest?.<HTMLButtonElement>('.api-copy');
  if (!button) return;
  const code = button.parentElement?.querySelector('pre code, pre');
  if (!code) return;
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.textContent = 'Copied';
    button.dataset.copied = 'true';
  } catch {
    button.textContent = 'Copy failed';
  }
  window.setTimeout(() => {
    button.textContent = 'Copy';
    delete button.dataset.copied;
  }, 1500);
}

function onStorage(e: StorageEvent): void {
  if (e.key?.startsWith(`${STORAGE_KEYS.codeTab}:`)) applyStoredTabChoices();
}

/**
 * Menus on a <details> (the version menu, the compact "On this page"): a click outside closes them,
 * as does following one of their links; Escape closes one and refocuses its summary.
 */
const MENUS = 'details.api-versions[open], details.api-toc[open]';
function onPointerDown(e: PointerEvent): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(MENUS))
    if (!menu.contains(e.target as Node)) menu.open = false;
}
function onMenuLink(e: MouseEvent): void {
  const menu = (e.target as HTMLElement)?.closest?.('a')?.closest<HTMLDetailsElement>(MENUS);
  if (menu) menu.open = false;
}
function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Escape') return;
  const menu = (e.target as HTMLElement)?.closest?.<HTMLDetailsElement>(MENUS);
  if (!menu) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

export function installApiBehaviour(): () => void {
  return listenAll([
    [document, 'change', onChange],
    [document, 'click', onClick],
    [document, 'click', onMenuLink],
    [document, 'pointerdown', onPointerDown],
    [document, 'keydown', onKeyDown],
    [window, 'storage', onStorage],
    [document, CONTENT_ADDED, onContentAdded],
  ]);
}
