/**
 * Search documents for the site's machine-readable files (config/nav.ts `downloadLinks`):
 * llms.txt, llms-full.txt and each API's spec under /api-specs/. They are files, not pages, so no
 * page record brings them into the index; searching "llms.txt", "openapi spec" or "download spec"
 * finds them (a result opens the file: no route matches it, so the browser loads it).
 */
import type { ApiEntry } from '../../common/apis/api-list';
import type { SearchDoc } from '../../common/search/types';
import { LLMS_FULL_TXT, LLMS_TXT, downloadLinks } from '../../config/nav';

const ABOUT: Record<string, { d: string; w: string }> = {
  [LLMS_TXT]: {
    d: 'An index of every page of the site for AI assistants and LLM tools: one line per page, grouped by area, with its summary and a link to its Markdown version.',
    w: 'llms ai assistant llm markdown index machine readable download',
  },
  [LLMS_FULL_TXT]: {
    d: 'Every page of the site in one Markdown file, for AI assistants and tools that read a whole site at once.',
    w: 'llms full ai assistant llm markdown machine readable download',
  },
};

export function downloadDocs(apis: readonly ApiEntry[]): SearchDoc[] {
  const byHref = new Map(apis.map((a) => [`/api-specs/${a.file}`, a]));
  return downloadLinks(apis).map((l): SearchDoc => {
    const api = byHref.get(l.href);
    if (!api) return { r: l.href, t: l.text, p: 'general', k: 'docs', ...ABOUT[l.href]! };
    // Site-wide files in the small "Pages" shard: a product facet does not fetch it for them.
    return {
      r: l.href,
      t: l.text,
      p: 'general',
      k: 'docs',
      d: `The OpenAPI document the ${api.label} reference is built from (${api.file}): download it to generate a client or import it into an API tool.`,
      w: `openapi swagger spec specification download ${api.file} ${api.product}`,
    };
  });
}
