import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { markdownToPlain } from '../../common/markdown/text';
import { clip, esc } from '../shared/html';
import { ALERTS, alertClasses, remarkAlerts, type AlertType } from './remark-alerts';
import {
  captureLinks,
  linkScopeKey,
  recordLinks,
  rehypeDescriptionLinks,
  type LinkEvent,
} from './description-links';

// Spec text is untrusted: raw HTML is dropped by remark-rehype (no allowDangerousHtml), and the
// sanitizer removes what could still be live (javascript: URLs, event handlers, unknown tags).
// The admonition classes of GitHub alerts (remark-alerts.ts) are the only classes a description's divs may carry.
const ALERT_CLASSES = [
  ...new Set(
    (Object.keys(ALERTS) as AlertType[]).flatMap((t) => Object.values(alertClasses(t)).flat()),
  ),
];
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: 'spec-',
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ['className', ...ALERT_CLASSES]],
  },
};
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkAlerts)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeDescriptionLinks)
  .use(rehypeStringify);

const MARKDOWN_SYNTAX = /[*_`[\]<>#|\\~]|^\s*([-+]|\d+\.)\s|\n\s*\n|https?:\/\//m;
/**
 * Descriptions by their text as written. A description whose HTML has no link renders the same in
 * every API (only links resolve against an API's pages and linkBase), so it is rendered once for
 * all versions: an API's versions share most of their descriptions. The others are kept per API,
 * with the link events they made.
 */
const unscoped = new Map<string, string>();
const scoped = new Map<string, { html: string; links: LinkEvent[] }>();

/** Very long tokens (base64 blobs) are cut so they cannot bloat pages or the search index. */
function capTokens(text: string): string {
  return text.replace(/\S{200,}/g, (t) => clip(t, 120));
}

/** Renders a spec description (CommonMark + GFM) to sanitized HTML on one line. */
export function markdownToHtml(text: unknown): string {
  if (typeof text !== 'string') return '';
  const same = unscoped.get(text);
  if (same !== undefined) return same;
  const key = `${linkScopeKey()}\u0000${text}`;
  const hit = scoped.get(key);
  if (hit !== undefined) {
    recordLinks(hit.links);
    return hit.html;
  }
  const { html, links, linkFree } = render(text);
  if (linkFree) unscoped.set(text, html);
  else scoped.set(key, { html, links });
  recordLinks(links);
  return html;
}

/** A description's HTML and link events; `linkFree` when no link was in it, so no API's links changed it. */
function render(text: string): { html: string; links: LinkEvent[]; linkFree: boolean } {
  if (!text.trim()) return { html: '', links: [], linkFree: true };
  const source = capTokens(text.trim());
  if (!MARKDOWN_SYNTAX.test(source))
    return { html: `<p>${esc(source)}</p>`, links: [], linkFree: true };
  let html: string;
  let links: LinkEvent[];
  try {
    ({ value: html, links } = captureLinks(() => String(processor.processSync(source))));
  } catch {
    // A link's resolution may have thrown: kept per API.
    return { html: `<p>${esc(source)}</p>`, links: [], linkFree: false };
  }
  // One line: newlines inside <pre> become character references, others spaces.
  html = html
    .replace(
      /<pre>([\s\S]*?)<\/pre>/g,
      (_m, inner: string) => `<pre>${inner.replace(/\n/g, '&#10;')}</pre>`,
    )
    .replace(/\n+/g, ' ');
  // Every link the plugin resolves either stays an <a> or, dead, leaves an event (description-links.ts).
  return { html, links, linkFree: !links.length && !html.includes('<a') };
}

// Summaries by length and text: the same descriptions recur across versions and page renders.
const summaries = new Map<string, string>();

/** First sentence of a description as plain text, for meta descriptions and tables. */
export function plainSummary(text: unknown, max = 160): string {
  if (typeof text !== 'string') return '';
  const key = `${max}\u0000${text}`;
  let summary = summaries.get(key);
  if (summary === undefined) summaries.set(key, (summary = summarize(text, max)));
  return summary;
}

/**
 * One line with nothing Markdown reads as syntax: no block marker at its start (list, quote,
 * heading, code, container, MDX import), no emphasis, code, link, HTML, entity, escape, table,
 * strikethrough or autolink. Most summaries and short descriptions are such text.
 */
const NO_SYNTAX = /^[^\s\-+*>#=_~|:`[\]<>&\\!\d][^\n\r\t\f\v*_`[\]<>&\\~|@]*$/;
export const isPlainText = (text: string) =>
  NO_SYNTAX.test(text) &&
  !text.includes('://') &&
  !text.includes('www.') &&
  !/^(import|export)\s/.test(text);

/** markdownToPlain, without parsing text that has no Markdown in it (its plain text is itself, spaces collapsed). */
export const plainText = (text: string) =>
  isPlainText(text) ? text.replace(/\s+/g, ' ').trim() : markdownToPlain(text);

function summarize(text: string, max: number): string {
  // Only the start can be shown, so only the start is parsed (long descriptions are common).
  const plain = plainText(text.length > max * 8 ? text.slice(0, max * 8) : text);
  const sentence = plain.match(/^.*?[.!?](\s|$)/)?.[0]?.trim() ?? plain;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
