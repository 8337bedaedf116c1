import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../config/site';

const RSPRESS_KEY = 'rspress-theme-appearance';
const SYNC_EVENT = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';

/**
 * Keeps the spec's `theme` key and Rspress's own key in step: a toggle in this tab writes
 * Rspress's key (custom event) and we mirror it to `theme`; another tab writing `theme`
 * (storage event) is mirrored back so Rspress's hook, which listens to its key, repaints.
 */
export function useThemeKeySync(): void {
  useEffect(() => {
    const fromRspress = (e: Event) => {
      const detail = (e as CustomEvent<{ key: string; newValue: string | null }>).detail;
      if (detail?.key !== RSPRESS_KEY) return;
      if (detail.newValue == null) localStorage.removeItem(STORAGE_KEYS.theme);
      else localStorage.setItem(STORAGE_KEYS.theme, detail.newValue);
    };
    const fromOtherTab = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.theme || e.newValue == null) return;
      if (localStorage.getItem(RSPRESS_KEY) === e.newValue) return;
      localStorage.setItem(RSPRESS_KEY, e.newValue);
      window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { key: RSPRESS_KEY, newValue: e.newValue } }));
    };
    // A first visit has only Rspress's key (or nothing): seed ours.
    const current = localStorage.getItem(RSPRESS_KEY);
    if (current && !localStorage.getItem(STORAGE_KEYS.theme)) localStorage.setItem(STORAGE_KEYS.theme, current);
    window.addEventListener(SYNC_EVENT, fromRspress);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      window.removeEventListener(SYNC_EVENT, fromRspress);
      window.removeEventListener('storage', fromOtherTab);
    };
  }, []);
}
