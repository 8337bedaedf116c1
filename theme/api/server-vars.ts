import { STORAGE_KEYS } from '../../config/site';
import { safeStorage } from '../logic/storage';
import { CONTENT_ADDED } from './lazy-panels';
import { cls, SERVER_VARS } from '../../common/api-pages/markup';

/**
 * Server variables of API pages (issue 15): the reader's value for `{tenant}` (or any variable
 * of a spec's server) fills the server URL and every code sample of the page, is remembered per
 * server (localStorage, synced across tabs) and applies on every page of every version on that
 * server (issue 29: the tenant typed on a v3 page fills the beta pages too; the key is
 * common/apis/server-key.ts, written by the build as `data-server`). Values are host-name labels
 * only, and are written as text (textContent), never as markup.
 */
const PREFIX = STORAGE_KEYS.serverVars;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export const INVALID_MESSAGE =
  'Use letters, digits and hyphens only (a host-name label: no /, @, :, spaces or other characters).';

/** A value is usable when empty (back to the placeholder) or a host-name label. */
export const isHostLabel = (value: string) => value === '' || LABEL.test(value);

type Values = Record<string, string>;

/** Where a group's values live: its server, and the spec file under which they were kept before. */
export function storageKeys(group: { server?: string; spec?: string }): {
  key: string;
  legacy?: string;
} {
  if (group.server)
    return { key: PREFIX + group.server, legacy: group.spec ? PREFIX + group.spec : undefined };
  return { key: PREFIX + (group.spec ?? '') };
}

function read(group: HTMLElement): Values {
  const { key, legacy } = storageKeys(group.dataset);
  return parse(safeStorage.get(key) ?? (legacy && safeStorage.get(legacy)) ?? '{}');
}

function parse(text: string): Values {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && isHostLabel(e[1]),
      ),
    );
  } catch {
    return {};
  }
}

function write(group: HTMLElement, values: Values): void {
  const { key, legacy } = storageKeys(group.dataset);
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
  if (Object.keys(kept).length) safeStorage.set(key, JSON.stringify(kept));
  else safeStorage.remove(key);
  // The values move to the server's key; the spec's old entry would otherwise come back after a reset.
  if (legacy) safeStorage.remove(legacy);
}

function fill(name: string, value: string): void {
  for (const el of document.querySelectorAll<HTMLElement>(
    `${cls(SERVER_VARS.value)}[${SERVER_VARS.varAttr}="${CSS.escape(name)}"]`,
  ))
    el.textContent = value || `{${name}}`;
}

/** Applies the stored values of the page's spec: inputs, URLs and samples. */
export function applyServerVariables(): void {
  const group = document.querySelector<HTMLElement>(
    `${cls(SERVER_VARS.root)}[${SERVER_VARS.specAttr}]`,
  );
  if (!group) return;
  const values = read(group);
  for (const input of group.querySelectorAll<HTMLInputElement>('input[data-var]')) {
    const name = input.dataset.var!;
    if (document.activeElement !== input) input.value = values[name] ?? '';
    fill(name, values[name] ?? '');
  }
}

function showError(input: HTMLInputElement, message: string): void {
  const error = document.getElementById(`${input.id}-error`);
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  if (!error) return;
  error.textContent = message;
  error.hidden = !message;
}

function onInput(e: Event): void {
  const input = e.target as HTMLInputElement;
  const group = input?.closest?.<HTMLElement>(`${cls(SERVER_VARS.root)}[${SERVER_VARS.specAttr}]`);
  if (!group || !input.dataset.var) return;
  const value = input.value.trim();
  if (!isHostLabel(value)) {
    showError(input, INVALID_MESSAGE);
    return;
  }
  showError(input, '');
  write(group, { ...read(group), [input.dataset.var]: value });
  fill(input.dataset.var, value);
}

function onClick(e: MouseEvent): void {
  const reset = (e.target as HTMLElement)?.closest?.(cls(SERVER_VARS.reset));
  const group = reset?.closest<HTMLElement>(`${cls(SERVER_VARS.root)}[${SERVER_VARS.specAttr}]`);
  if (!group) return;
  write(group, {});
  for (const input of group.querySelectorAll<HTMLInputElement>('input[data-var]')) {
    input.value = '';
    showError(input, '');
  }
  applyServerVariables();
}

function onStorage(e: StorageEvent): void {
  if (e.key === null || e.key.startsWith(PREFIX)) applyServerVariables();
}

export function installServerVariables(): () => void {
  document.addEventListener('input', onInput);
  document.addEventListener('click', onClick);
  // Panels shown on demand arrive with the placeholders.
  document.addEventListener(CONTENT_ADDED, applyServerVariables);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener(CONTENT_ADDED, applyServerVariables);
    document.removeEventListener('input', onInput);
    document.removeEventListener('click', onClick);
    window.removeEventListener('storage', onStorage);
  };
}
