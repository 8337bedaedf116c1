import { STORAGE_KEYS } from '../../config/site';
import { safeStorage } from '../logic/storage';
import { CONTENT_ADDED, selectTab } from './lazy-panels';
import { CODE_BLOCK, cls, TABS } from '../../common/api-pages/markup';
import { listenAll } from './listen';

/**
 * Behaviour for the HTML that generated API pages (and Markdown tab groups) render:
 * - tab groups with `data-group` remember their choice (localStorage), apply it on every
 *   page and sync across open tabs; `?lang=` in the URL picks the code-sample language;
 * - code blocks get their bar's "Copy" and "Wrap" buttons. The build does not write the buttons
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

const toolButton = (kind: 'copy' | 'wrap', extra = ''): HTMLButtonElement => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${CODE_BLOCK.button} ${CODE_BLOCK[kind]}${extra}`;
  button.setAttribute('aria-label', CODE_BLOCK.names[kind]);
  button.textContent = CODE_BLOCK.text[kind];
  if (kind === 'wrap') button.setAttribute('aria-pressed', 'false');
  return button;
};

/**
 * Gives every code block under `root` that has none yet the bar of the one code block (label,
 * "Copy", "Wrap"; CODE_BLOCK in common/api-pages/markup.ts), before its <pre>, in the space the
 * stylesheet reserves for it (theme/components/code-block.css): nothing moves when it appears.
 */
export function addCopyButtons(root: ParentNode = document): void {
  root.querySelectorAll('.api-code').forEach((block) => {
    if (block.querySelector(`:scope > ${cls(CODE_BLOCK.tools)}`)) return;
    const tools = document.createElement('div');
    tools.className = CODE_BLOCK.tools;
    const label = block.querySelector(':scope > .api-code__label');
    if (label) {
      label.classList.add(CODE_BLOCK.label);
      tools.append(label);
    } else
      tools.append(Object.assign(document.createElement('span'), { className: CODE_BLOCK.label }));
    const status = document.createElement('span');
    status.className = 'visually-hidden';
    status.setAttribute('role', 'status');
    tools.append(toolButton('copy', ' api-copy'), toolButton('wrap'), status);
    block.insertBefore(tools, block.querySelector(':scope > pre'));
  });
}
const onContentAdded = (e: Event) => addCopyButtons((e as CustomEvent<Element>).detail ?? document);

async function copy(button: HTMLButtonElement): Promise<void> {
  const block = button.closest('.api-code');
  const code = block?.querySelector(':scope > pre code, :scope > pre');
  if (!block || !code) return;
  const status = block.querySelector(`${cls(CODE_BLOCK.tools)} [role="status"]`);
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.textContent = CODE_BLOCK.text.copied;
    button.setAttribute(CODE_BLOCK.copied, 'true');
    if (status) status.textContent = 'Copied to the clipboard';
  } catch {
    button.textContent = CODE_BLOCK.text.copyFailed;
    if (status) status.textContent = CODE_BLOCK.text.copyFailed;
  }
  window.setTimeout(() => {
    button.textContent = CODE_BLOCK.text.copy;
    button.removeAttribute(CODE_BLOCK.copied);
    if (status) status.textContent = '';
  }, 1500);
}

function onClick(e: MouseEvent): void {
  const button = (e.target as HTMLElement)?.closest?.<HTMLButtonElement>(
    `.api-code ${cls(CODE_BLOCK.button)}`,
  );
  if (!button) return;
  if (button.classList.contains(CODE_BLOCK.copy)) {
    void copy(button);
    return;
  }
  const block = button.closest('.api-code')!;
  const wrapped = !block.hasAttribute(CODE_BLOCK.wrapped);
  block.toggleAttribute(CODE_BLOCK.wrapped, wrapped);
  button.setAttribute('aria-pressed', String(wrapped));
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
