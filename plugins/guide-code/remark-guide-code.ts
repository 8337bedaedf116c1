import type { Code, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { HIGHLIGHT_LANGS, highlightLoaded, loadLanguages } from '../openapi/highlight';
import { escText } from '../shared/html';

/**
 * The guides' code blocks highlighted as the API samples are (plugins/openapi/highlight.ts: <b>/<i>
 * tokens coloured by theme/api/code.css, newlines between lines) instead of by Rspress's Shiki step,
 * whose span with a `style` per token was most of the compile: Shiki's HTML, then each style parsed
 * into a JSX object, a JSX call per span in the page's chunk and its HTML. The block's code is one
 * string (`dangerouslySetInnerHTML`), so MDX builds one expression for it, not one per token.
 *
 * Left to Rspress (as they were): blocks with meta (a title, line highlights, `lineNumbers`, …)
 * and languages outside GUIDE_LANGS.
 */
export const GUIDE_LANGS: readonly string[] = [...HIGHLIGHT_LANGS, 'typescript', 'jsonc', 'groovy'];
/** Shiki's plain-text names (no tokens); a block without a language is Rspress's default, 'txt'. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);
/** As Shiki's <pre> has it (Rspress's css-variables theme). */
const PRE_STYLE = 'background-color:var(--shiki-background);color:var(--shiki-foreground)';

/** The hast `pre` Rspress's Shiki step would make (ShikiPre reads `lang`), its code our markup. */
export function guideCodeNode(lang: string, html: string, position: Code['position']): GuideCode {
  return {
    type: 'guideCode',
    children: [],
    position,
    data: {
      hName: 'pre',
      hProperties: { className: ['shiki', 'css-variables'], style: PRE_STYLE, tabIndex: 0, lang },
      // Not an `element`: Shiki's step highlights only a <pre> whose first child is a <code> element.
      hChildren: [innerHtmlCode(html)],
    },
  };
}

/** `<code dangerouslySetInnerHTML={{ __html: html }} />` as explicit JSX (not mapped to a component). */
function innerHtmlCode(html: string) {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: { type: 'Identifier', name: '__html' },
              value: { type: 'Literal', value: html },
            },
          ],
        },
      },
    ],
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'code',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree } },
      },
    ],
    children: [],
    data: { _mdxExplicitJsx: true },
  } as unknown as HastElementContent;
}

type HastElementContent = import('hast').ElementContent;

export interface GuideCode {
  type: 'guideCode';
  children: [];
  position?: Code['position'];
  data: { hName: 'pre'; hProperties: Record<string, unknown>; hChildren: HastElementContent[] };
}

declare module 'mdast' {
  interface RootContentMap {
    guideCode: GuideCode;
  }
}

/** Whether the block is ours: no meta, and a language of GUIDE_LANGS or plain text. */
export function isGuideCode(node: Code): boolean {
  const lang = node.lang ?? 'txt';
  return !node.meta && (PLAIN.has(lang) || GUIDE_LANGS.includes(lang));
}

/** A block of ours (isGuideCode) as HTML; its language must be loaded (loadLanguages). */
export function guideCodeHtml(node: Code): { lang: string; html: string } {
  const lang = node.lang ?? 'txt';
  // As Shiki's step: one line end at the end is not a line of the block.
  const code = node.value.endsWith('\n') ? node.value.slice(0, -1) : node.value;
  if (PLAIN.has(lang)) return { lang, html: escText(code) };
  // highlightLoaded writes line ends as references (one-line HTML); here they are the character.
  return { lang, html: highlightLoaded(lang, code).replaceAll('&#10;', '\n') };
}

/** The remark plugin (Rspress's markdown.remarkPlugins; ours run after Rspress's own). */
export function remarkGuideCode() {
  return async (tree: Root) => {
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (parent && index !== undefined && isGuideCode(node)) blocks.push({ node, index, parent });
    });
    if (!blocks.length) return;
    // Only the languages the page uses: the highlighter is loaded on the first page with code.
    await loadLanguages(
      [...new Set(blocks.map((b) => b.node.lang ?? 'txt'))].filter((l) => !PLAIN.has(l)),
    );
    for (const { node, index, parent } of blocks) {
      const { lang, html } = guideCodeHtml(node);
      parent.children[index] = guideCodeNode(lang, html, node.position);
    }
  };
}
