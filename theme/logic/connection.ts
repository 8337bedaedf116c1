/** Prefetching is skipped on data-saver mode and slow 2G-type connections (spec §4). */
export function shouldPrefetch(): boolean {
  if (typeof navigator === 'undefined') return false;
  const c = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  if (!c) return true;
  if (c.saveData) return false;
  return !/(^|-)2g$/.test(c.effectiveType ?? '');
}
