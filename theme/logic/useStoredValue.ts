import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from './storage';

/**
 * A localStorage value as React state: read after mount (the server render has no storage),
 * written on set (null removes it), and updated when another tab changes it.
 */
export function useStoredValue(key: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    setValue(safeStorage.get(key));
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setValue(e.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
  const set = useCallback(
    (next: string | null) => {
      if (next === null) safeStorage.remove(key);
      else safeStorage.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
