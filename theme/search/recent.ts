/** Recent searches, newest first, in localStorage under STORAGE_KEYS.recentSearches. */
import { STORAGE_KEYS } from '../../config/site';
import { safeStorage } from '../logic/storage';

export const MAX_RECENT = 6;

export function readRecent(): string[] {
  try {
    const raw = JSON.parse(safeStorage.get(STORAGE_KEYS.recentSearches) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw
          .filter((q): q is string => typeof q === 'string' && q.trim() !== '')
          .slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** Adds a query (moved to the front if present, compared without case). */
export function rememberSearch(query: string): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return readRecent();
  const next = [q, ...readRecent().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(
    0,
    MAX_RECENT,
  );
  safeStorage.set(STORAGE_KEYS.recentSearches, JSON.stringify(next));
  return next;
}

export function clearRecent(): string[] {
  safeStorage.remove(STORAGE_KEYS.recentSearches);
  return [];
}
