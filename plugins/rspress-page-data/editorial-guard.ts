import fs from 'node:fs';
import path from 'node:path';
import { buildError } from '../shared/build-error';

// A compiled page's frontmatter as Rspress serialises it into its route chunk: `verified:"2026-…"`
// or `"verified":"2026-…"`, `sources:["sailpoint-oss/…"` (minified or not).
const SHIPPED = [
  /["']?verified["']?\s*:\s*["']\d{4}-\d{2}-\d{2}/,
  /["']?sources["']?\s*:\s*\[\s*["'][\w.-]+\/[\w.-]+\//,
];

/** Script files of the built site that still carry `sources` or `verified`. */
export function filesWithEditorialFields(outDir: string): string[] {
  const js = path.join(outDir, 'static', 'js');
  if (!fs.existsSync(js)) return [];
  return fs
    .readdirSync(js, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const text = fs.readFileSync(path.join(js, f), 'utf8');
      return SHIPPED.some((re) => re.test(text));
    })
    .map((f) => path.join('static', 'js', f));
}

/**
 * The editorial fields are removed inside Rspress's MDX compiler, through the processor's
 * undocumented `pageMeta` data (editorial-fields.ts). If an upgrade moves it, the removal stops
 * without an error and the fields ship to every reader; this check after the build fails instead,
 * naming the file to update (ARCHITECTURE.md "Seams below Rspress").
 */
export function checkNoEditorialFields(outDir: string): void {
  const files = filesWithEditorialFields(outDir);
  if (!files.length) return;
  throw buildError(
    `[seam] ${files.length} script files of the built site carry the editorial fields ` +
      `\`sources\`/\`verified\` (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''}): ` +
      `Rspress's MDX compiler no longer hands its frontmatter over as \`pageMeta\`. Update ` +
      `plugins/rspress-page-data/editorial-fields.ts (README "Upgrading Rspress").`,
  );
}
