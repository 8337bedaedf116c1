import { withSiteOrigin } from '@rspress/core/runtime';
import { htmlToMarkdown, markdownTwinHref } from '../../plugins/seo/html-to-markdown';

/** True only in Rspress's SSG-MD bundle (llms.txt / Markdown pages); `false` in the browser and HTML builds. */
// @ts-ignore -- a compile-time constant defined by Rspress's bundler, absent from the TS types.
const SSG_MD = Boolean(import.meta.env.SSG_MD);

/**
 * Renders one HTML section of a generated API page. The HTML was sanitized at build time
 * (plugins/openapi/markdown-html.ts), so it is inserted as is; React never re-renders it.
 * In the SSG-MD build (llms-full.txt and the `.md` page twins) inner HTML would be lost, so the
 * section is converted to Markdown text instead (plugins/seo/html-to-markdown.ts), its site
 * links pointing at the Markdown twins like Rspress's own (`https://<origin>/a/b.md`).
 */
export function Html({ html }: { html: string }) {
  if (SSG_MD) return <div>{htmlToMarkdown(html, { href: (h) => (h.startsWith('/') ? withSiteOrigin(markdownTwinHref(h)) : h) })}</div>;
  return <div className="api-section" dangerouslySetInnerHTML={{ __html: html }} />;
}
