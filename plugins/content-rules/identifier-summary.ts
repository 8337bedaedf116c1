import type { IdentifierStats } from './vendor-rules';

/**
 * The identifier rule's figures: one total line, and with `perPage` one line a page (checked,
 * found, allowed, not found, and the names not found) sorted by most not found first.
 */
export function identifierSummary(
  stats: ReadonlyMap<string, IdentifierStats>,
  perPage = false,
): string[] {
  let checked = 0;
  let found = 0;
  let allowed = 0;
  let missing = 0;
  for (const s of stats.values()) {
    checked += s.checked;
    found += s.found;
    allowed += s.allowed;
    missing += s.missing.length;
  }
  const failing = [...stats.values()].filter((s) => s.missing.length).length;
  const lines = [
    `identifiers: ${stats.size} pages, ${checked} checked, ${found} found in their sources, ${allowed} allowed, ${missing} not found (on ${failing} pages)`,
  ];
  if (perPage)
    for (const [file, s] of [...stats.entries()].sort(
      (a, b) => b[1].missing.length - a[1].missing.length || (a[0] < b[0] ? -1 : 1),
    ))
      lines.push(
        `  ${file}: ${s.checked} checked, ${s.found} found, ${s.allowed} allowed, ${s.missing.length} not found${s.missing.length ? `: ${[...new Set(s.missing)].join(', ')}` : ''}`,
      );
  return lines;
}
