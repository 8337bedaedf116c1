/**
 * A generated page's source: title, description and sanitized HTML sections under headings.
 * API pages become records (plugins/shared/api-page-record.ts); the few other generated pages
 * (blog lists, tag pages) a tiny MDX file (frontmatter, headings for the table of contents)
 * plus a JSON file of the sections it renders. Keeping spec content out of the
 * MDX source means spec text can never be parsed as MDX/JSX, and the compiler only sees
 * a few lines per page.
 */
export interface PageSection {
  /** Heading before the section ('' for none). */
  heading?: { level: 1 | 2 | 3; text: string };
  html: string;
  /** Shown in the side panel of the two-pane layout (common/api-pages/format.ts). */
  area?: 'panel';
}

export interface PageSource {
  title: string;
  description: string;
  sections: PageSection[];
  /** Extra frontmatter (kept tiny: it ends up in every page's route data). */
  extra?: Record<string, string | number | boolean>;
}

/** Escapes text for a Markdown/MDX heading line. */
export function escapeHeading(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_{}[\]()<>#+!|~]/g, (c) => `\\${c}`);
}

/** YAML frontmatter with JSON-quoted scalars (always valid YAML). */
export function frontmatter(fields: Record<string, string | number | boolean | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? JSON.stringify(v) : v}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** The MDX source and JSON data of a page; `componentPath` is the absolute path of the Html component. */
export function pageFiles(
  page: PageSource,
  jsonName: string,
  componentPath: string,
): { mdx: string; json: string } {
  const data: string[] = [];
  const body: string[] = [];
  page.sections.forEach((s, i) => {
    if (s.heading) body.push(`${'#'.repeat(s.heading.level)} ${escapeHeading(s.heading.text)}\n`);
    if (s.html) {
      body.push(`<Html html={d[${data.length}]} />\n`);
      data.push(s.html);
    }
    void i;
  });
  // The description goes into head meta tags (page module) rather than `description`,
  // which Rspress would also copy into the global page list.
  const head = JSON.stringify([
    ['meta', { name: 'description', content: page.description }],
    ['meta', { property: 'og:description', content: page.description }],
  ]);
  const mdx = [
    // A function replacer: the description may hold `$'`, `$&` or `${…}`, which a replacement string would expand.
    frontmatter({ title: page.title, generated: true, ...page.extra }).replace(
      /\n---\n$/,
      () => `\nhead: ${head}\n---\n`,
    ),
    `import d from './${jsonName}';`,
    `import { Html } from ${JSON.stringify(componentPath)};`,
    '',
    ...body,
  ].join('\n');
  return { mdx, json: JSON.stringify(data) };
}
