import fs from 'node:fs';

/**
 * The identifier rule's allow list (identifier-allow.txt): identifiers a page may show although
 * none of its sources names them, each with the reason. One entry a line:
 *
 *     <scope> <identifier>  # reason
 *
 * `scope` is a page's route (`/idn/docs/rules/cloud-rules`), its file (`docs/idn/…/x.md`) or `*`
 * (every page: generic language words such as `console.log`). The reason is required.
 */
export interface AllowEntry {
  scope: string;
  identifier: string;
  reason: string;
  line: number;
}

export function parseIdentifierAllowList(text: string, file: string): AllowEntry[] {
  const out: AllowEntry[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const m = /^(\S+)\s+(\S+)\s+#\s*(\S.*)$/.exec(line);
    if (!m)
      throw new Error(
        `${file}:${i + 1}: an entry is "<route, file or *> <identifier>  # reason": ${JSON.stringify(line)}`,
      );
    out.push({ scope: m[1]!, identifier: m[2]!, reason: m[3]!, line: i + 1 });
  });
  return out;
}

export function readIdentifierAllowList(file: string): AllowEntry[] {
  return fs.existsSync(file) ? parseIdentifierAllowList(fs.readFileSync(file, 'utf8'), file) : [];
}

/** Is `identifier` allowed on the page with this route and shown file name? */
export function isAllowed(
  entries: readonly AllowEntry[],
  page: { route: string; file: string },
  identifier: string,
): boolean {
  return entries.some(
    (e) =>
      e.identifier === identifier &&
      (e.scope === '*' || e.scope === page.route || e.scope === page.file),
  );
}
