/**
 * The editorial fields of a guide page: `sources` (the vendor files that back its facts) and
 * `verified` (the day they were checked). They are for authors and reviewers, not readers
 * (plugins/rspress-page-data strips them from what the browser gets).
 */

/**
 * Facts come from the vendor's public repositories, named as `find_files` names them: repository +
 * path. Mostly its docs (developer.sailpoint.com) and API specs (api-specs); the SDK, CLI and
 * connector SDK repositories back the pages about those tools. A file of this repository's
 * `specs/` counts too (`specs/idn/paths/sources.yaml`).
 */
export const SOURCE_PATTERN = /^(?:sailpoint-oss\/[A-Za-z0-9._-]+\/\S+|specs\/\S+)$/;
const SOURCE_FORM =
  "sailpoint-oss/<repository>/<path> (a line of the vendor snapshot's files.txt) or specs/<path>, e.g. sailpoint-oss/developer.sailpoint.com/docs/api/authentication.md";

/** The frontmatter keys that never reach the browser. */
export const EDITORIAL_KEYS = ['sources', 'verified'] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `verified` as YYYY-MM-DD, or null when it is not a real day. a YAML parser with the timestamp type turns an unquoted date into a Date. */
export function verifiedDay(value: unknown): string | null {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const m = ISO_DAY.exec(value.trim());
  if (!m) return null;
  const d = new Date(`${m[0]}T00:00:00Z`);
  // Rejects 2026-02-30 and the like, which Date would roll over.
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === m[0] ? m[0] : null;
}

export function hasEditorialFields(fm: Record<string, unknown>): boolean {
  return 'sources' in fm || 'verified' in fm;
}

/** Problems with a page's `sources` and `verified` (empty when both are right). `today`: YYYY-MM-DD. */
export function checkEditorialFields(fm: Record<string, unknown>, today: string): string[] {
  const problems: string[] = [];
  const sources = fm.sources;
  if (!Array.isArray(sources) || sources.length === 0) {
    problems.push(
      `frontmatter needs \`sources\`: a non-empty list of vendor files (${SOURCE_FORM})`,
    );
  } else {
    for (const s of sources) {
      if (typeof s !== 'string' || !SOURCE_PATTERN.test(s)) {
        problems.push(`source ${JSON.stringify(s)} is not of the form ${SOURCE_FORM}`);
      }
    }
    const dupes = sources.filter((s, i) => sources.indexOf(s) !== i);
    if (dupes.length) problems.push(`sources lists ${JSON.stringify(dupes[0])} twice`);
  }
  if (!('verified' in fm))
    problems.push('frontmatter needs `verified`: the day the facts were checked (YYYY-MM-DD)');
  else {
    const day = verifiedDay(fm.verified);
    if (!day) problems.push(`verified ${JSON.stringify(fm.verified)} is not a date (YYYY-MM-DD)`);
    else if (day > today) problems.push(`verified ${day} is in the future`);
  }
  return problems;
}
