import { TAGS } from '../../config/tags';
import type { MarkdownPage } from '../shared/markdown-pages';

export interface TaggedPage {
  route: string;
  title: string;
  description: string;
}

/** tag → pages carrying it (frontmatter `tags`), every tag of config/tags.ts present; unknown tags are an error naming the file. */
export function collectTags(pages: MarkdownPage[]): Map<string, TaggedPage[]> {
  const byTag = new Map<string, TaggedPage[]>(TAGS.map((t) => [t, []]));
  const errors: string[] = [];
  for (const p of pages) {
    const tags = p.frontmatter.tags;
    if (tags === undefined) continue;
    if (!Array.isArray(tags)) {
      errors.push(`docs/${p.file}: frontmatter \`tags\` must be a list`);
      continue;
    }
    for (const raw of tags) {
      const tag = String(raw);
      const list = byTag.get(tag);
      if (!list) {
        errors.push(
          `docs/${p.file}: unknown tag "${tag}" (allowed tags are listed in config/tags.ts)`,
        );
        continue;
      }
      list.push({
        route: p.route,
        title: String(p.frontmatter.title ?? p.route),
        description: String(p.frontmatter.description ?? ''),
      });
    }
  }
  if (errors.length) throw new Error(`Tag errors:\n  ${errors.join('\n  ')}`);
  for (const list of byTag.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  return byTag;
}
