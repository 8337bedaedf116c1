import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../config/site';
import { safeStorage } from './storage';

type Mode = 'light' | 'dark';
const RSPRESS_KEY = 'rspress-theme-appearance';
const QUERY = '(prefers-color-scheme: dark)';

function applyToDom(theme: Mode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('rp-dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const readStored = (): Mode | null => {
  const v = safeStorage.get(STORAGE_KEYS.theme);
  return v === 'light' || v === 'dark' ? v : null;
};

/**
 * Colour mode (spec §4): light by default, follows the system preference until the reader
 * chooses, persisted under the `theme` key, synchronised across tabs. Replaces Rspress's
 * hook (same signature) so that hydration never flips a dark page to light for a frame:
 * the head script (inline-scripts.ts) already painted the right mode, and nothing is applied
 * before the stored choice has been read.
 */
export function useThemeState(): [Mode, (value: Mode) => void] {
  const [stored, setStored] = useState<Mode | null>(null);
  const [system, setSystem] = useState<Mode>('light');
  const theme: Mode = stored ?? system;
  // The first commit's mode is applied by the effect that reads it; later changes by the second.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    // State is set only when it differs from the server's render: a state update in a layout
    // effect during hydration re-renders the whole app synchronously, one long task on load.
    const first = readStored();
    const media = window.matchMedia(QUERY);
    const firstSystem: Mode = media.matches ? 'dark' : 'light';
    if (first !== null) setStored(first);
    if (firstSystem !== 'light') setSystem(firstSystem);
    applyToDom(first ?? firstSystem);
    const onMedia = (e: MediaQueryListEvent) => setSystem(e.matches ? 'dark' : 'light');
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEYS.theme) setStored(readStored());
    };
    media.addEventListener('change', onMedia);
    window.addEventListener('storage', onStorage);
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  useLayoutEffect(() => {
    if (mounted.current) applyToDom(theme);
    mounted.current = true;
  }, [theme]);
  const setTheme = useCallback((value: Mode) => {
    safeStorage.set(STORAGE_KEYS.theme, value);
    // Rspress's own inline script reads its key on the next load: keep it in step.
    safeStorage.set(RSPRESS_KEY, value);
    setStored(value);
  }, []);
  return [theme, setTheme];
}
