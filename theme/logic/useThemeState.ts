import { useCallback, useLayoutEffect, useState } from 'react';
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
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    setStored(readStored());
    const media = window.matchMedia(QUERY);
    setSystem(media.matches ? 'dark' : 'light');
    setReady(true);
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
  const theme: Mode = stored ?? system;
  useLayoutEffect(() => {
    if (ready) applyToDom(theme);
  }, [ready, theme]);
  const setTheme = useCallback((value: Mode) => {
    safeStorage.set(STORAGE_KEYS.theme, value);
    // Rspress's own inline script reads its key on the next load: keep it in step.
    safeStorage.set(RSPRESS_KEY, value);
    setStored(value);
  }, []);
  return [theme, setTheme];
}
