import matter from 'gray-matter';
import { TAGS } from '../../config/tags';

export interface PageProblem {
  file: string;
  message: string;
}

const FENCE = /^(```+|~~~+)([^\n`]*)\n([\s\S]*?)^\1\s*$/gm;

/** Fenced code blocks with their language and the line they start on. */
export function codeBlocks(body: string): Array<{ lang: string; code: string; line: number }> {
  const out: Array<{ lang: string; code: string; line: number }> = [];
  for (const m of body.matchAll(FENCE)) {
    const lang = (m[2] ?? '').trim().split(/\s+/)[0] ?? '';
    const line = body.slice(0, m.index).split('\n').length;
    out.push({ lang, code: m[3] ?? '', line });
  }
  return out;
}

/** Words of prose: the body without code blocks, inline code, HTML tags and link targets. */
export function proseWordCount(body: string): number {
  const text = body
    .replace(FENCE, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|\-[\]]/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
}

/** Link targets in Markdown link syntax, with the line they are on. */
export function markdownLinks(body: string): Array<{ href: string; line: number }> {
  const withoutCode = body.replace(FENCE, (m) => m.replace(/[^\n]/g, ' '));
  const out: Array<{ href: string; line: number }> = [];
  for (const m of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    out.push({ href: m[1]!, line: withoutCode.slice(0, m.index).split('\n').length });
  }
  return out;
}

export interface CheckOptions {
  /** Minimum words of prose outside code. */
  minWords: number;
  /** Does an internal route exist? */
  routeExists: (route: string) => boolean;
  /** The page's own route, to resolve relative links. */
  route: string;
}

/** Checks one Markdown page against the content rules of the docs issues. */
export function checkPage(file: string, source: string, opts: CheckOptions): PageProblem[] {
  const problems: PageProblem[] = [];
  const report = (message: string) => problems.push({ file, message });
  let fm: Record<string, unknown>;
  let body: string;
  try {
    const parsed = matter(source);
    fm = parsed.data;
    body = parsed.content;
  } catch (e) {
    report(`frontmatter is not valid YAML: ${(e as Error).message}`);
    return problems;
  }
  if (typeof fm.title !== 'string' || !fm.title.trim()) report('frontmatter needs a title');
  if (typeof fm.description !== 'string' || !fm.description.trim()) report('frontmatter needs a description');
  if (!Array.isArray(fm.tags) || fm.tags.length === 0) report('frontmatter needs a non-empty tags list');
  else {
    for (const t of fm.tags) {
      if (!(TAGS as readonly string[]).includes(String(t))) report(`unknown tag "${t}" (allowed: config/tags.ts)`);
    }
  }
  const words = proseWordCount(body);
  if (words < opts.minWords) report(`only ${words} words of prose outside code (minimum ${opts.minWords})`);
  for (const block of codeBlocks(body)) {
    if (block.lang === 'json') {
      try {
        JSON.parse(block.code);
      } catch (e) {
        report(`json block at body line ${block.line} does not parse: ${(e as Error).message} (use jsonc for commented JSON)`);
      }
    }
  }
  for (const { href, line } of markdownLinks(body)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) continue;
    const [pathPart] = href.split('#');
    const abs = pathPart!.startsWith('/')
      ? pathPart!
      : new URL(pathPart!, 'http://x' + opts.route.replace(/[^/]*$/, '')).pathname;
    const clean = abs.replace(/\.(md|mdx|html)$/, '').replace(/\/index$/, '').replace(/\/$/, '') || '/';
    if (!opts.routeExists(clean)) report(`link at body line ${line} points to "${href}", which is not a page`);
  }
  return problems;
}
