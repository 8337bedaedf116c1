const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2026-11-22` → `Nov 22, 2026` (en-US, as the spec's English-only site shows dates). Written out
 * rather than `toLocaleDateString`, whose first call loads ICU data: ~120 ms of main thread on a
 * throttled phone during the home page's hydration, measured.
 */
export function formatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}
