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
// Per API (links resolve against its pages and linkBase), with the links each description holds.
const cache = new Map<string, { html: string; links: LinkEvent[] }>();

/** Very long tokens (base64 blobs) are cut so they cannot bloat pages or the search index. */
function capTokens(text: string): string {
  return text.replace(/\S{200,}/g, (t) => clip(t, 120));
}

/** Renders a spec description (CommonMark + GFM) to sanitized HTML on one line. */
export function markdownToHtml(text: unknown): string {
  if (typeof text !== 'string' || !text.trim()) return '';
  const source = capTokens(text.trim());
  const key = `${linkScopeKey()}\u0000${source}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    recordLinks(hit.links);
    return hit.html;
  }
  let html: string;
  let links: LinkEvent[] = [];
  if (!MARKDOWN_SYNTAX.test(source)) {
    html = `<p>${esc(source)}</p>`;
  } else {
    try {
      ({ value: html, links } = captureLinks(() => String(processor.processSync(source))));
    } catch {
      html = `<p>${esc(source)}</p>`;
    }
    // One line: newlines inside <pre> become character references, others spaces.
    html = html
      .replace(
        /<pre>([\s\S]*?)<\/pre>/g,
        (_m, inner: string) => `<pre>${inner.replace(/\n/g, '&#10;')}</pre>`,
      )
      .replace(/\n+/g, ' ');
  }
  cache.set(key, { html, links });
  recordLinks(links);
  return html;
}

/** First sentence of a description as plain text, for meta descriptions and tables. */
export function plainSummary(text: unknown, max = 160): string {
  if (typeof text !== 'string') return '';
  // Only the start can be shown, so only the start is parsed (long descriptions are common).
  const plain = markdownToPlain(text.length > max * 8 ? text.slice(0, max * 8) : text);
  const sentence = plain.match(/^.*?[.!?](\s|$)/)?.[0]?.trim() ?? plain;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
