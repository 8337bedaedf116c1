import { EDITORIAL_KEYS } from '../content-rules/editorial-fields';

/**
 * `sources` and `verified` (plugins/content-rules/editorial-fields.ts) are for authors and
 * reviewers: readers never see them, so the browser never gets them.
 */
export function dropEditorialFields(frontmatter: unknown): void {
  if (!frontmatter || typeof frontmatter !== 'object') return;
  for (const key of EDITORIAL_KEYS) delete (frontmatter as Record<string, unknown>)[key];
}

/**
 * Remark plugin: removes the editorial fields from the frontmatter a page's compiled module
 * exports. Rspress's MDX compiler (2.x, mdx/processor.js) puts the parsed frontmatter into the
 * processor's `pageMeta` data, which its own remark plugins read (remarkToc), and serialises that
 * same object into the module after the remark pass; deleting the keys here keeps them out.
 */
export function remarkDropEditorialFields(this: { data: (key: string) => unknown }) {
  const data = this.data.bind(this);
  return () => {
    const meta = data('pageMeta') as { frontmatter?: unknown } | undefined;
    dropEditorialFields(meta?.frontmatter);
  };
}
