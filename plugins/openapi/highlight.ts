import {
  type BundledLanguage,
  createCssVariablesTheme,
  createHighlighter,
  type Highlighter,
} from 'shiki';
import { esc, escText } from '../shared/html';
import { jsonTokens, type Token } from './highlight-json';
import { lineTokenizer } from './highlight-lines.mjs';

// The same css-variables theme Rspress uses for Markdown code blocks, so generated
// samples follow the site's light/dark colours without shipping a highlighter.
export const THEME_OPTIONS = {
  name: 'css-variables',
  variablePrefix: '--shiki-',
  variableDefaults: {},
  fontStyle: true,
};
const theme = createCssVariablesTheme(THEME_OPTIONS);
/**
 * No time limit per line: Shiki gives up on a line after 500 ms by default and leaves the rest of
 * it one colour, which a loaded machine reaches (the first line of a language compiles its
 * grammar's expressions), so the same sample came out differently from build to build.
 */
export const TOKENIZE_OPTIONS = { tokenizeTimeLimit: 0 } as const;
export const HIGHLIGHT_LANGS = [
  'bash',
  'http',
  'java',
  'ruby',
  'php',
  'csharp',
  'python',
  'go',
  'javascript',
  'powershell',
  'json',
  'xml',
  'yaml',
] as const;

let highlighter: Highlighter | undefined;
/** Shiki's tokens line by line, lines met before in the same grammar state remembered (highlight-lines.mjs). */
let tokenizeLines: ((lang: string, code: string) => RawToken[][]) | undefined;

let creating: Promise<Highlighter> | undefined;

export async function initHighlighter(): Promise<void> {
  // One promise: two pages compiled at once would otherwise each create a highlighter, the second
  // replacing the first after tokenizeLines was bound to it (languages loaded later went to the
  // second, and the first threw "Language `jsonc` not found").
  creating ??= createHighlighter({ themes: [theme], langs: [...HIGHLIGHT_LANGS] });
  highlighter ??= await creating;
  tokenizeLines ??= lineTokenizer(highlighter, { theme: THEME_OPTIONS.name, ...TOKENIZE_OPTIONS });
}

/** The highlighter, with `langs` (Shiki's bundled language names) loaded too. */
export async function loadLanguages(langs: readonly string[]): Promise<void> {
  await initHighlighter();
  const loaded = highlighter!.getLoadedLanguages();
  const missing = langs.filter((lang) => !loaded.includes(lang));
  if (missing.length) await highlighter!.loadLanguage(...(missing as BundledLanguage[]));
}

/**
 * Element per token colour of the css-variables theme (theme/api/code.css), as short as it gets:
 * an operation page carries several hundred tokens. The two most frequent colours (JSON's keys and
 * values, most keywords and strings of the samples) are a bare <b> or <i>, the rest an <i> with a
 * one-letter class; the stylesheet resets their bold and italic. Punctuation is drawn in the text
 * colour (the theme's punctuation colour is within a shade of it), so it needs no element at all.
 */
const TOKEN_TAG: Record<string, [tag: 'b' | 'i', cls: string]> = {
  keyword: ['b', ''],
  'string-expression': ['i', ''],
  constant: ['i', 'c'],
  string: ['i', 'S'],
  comment: ['i', 'm'],
  parameter: ['i', 'p'],
  function: ['i', 'f'],
  link: ['i', 'l'],
};

/**
 * Highlighted code with as few elements and bytes as the colours need: default-coloured text is
 * bare text, neighbouring tokens of one colour share an element, lines are newlines rather than one
 * span each (Shiki's HTML), and quotes are not escaped. A sample page holds a dozen blocks.
 */
export function highlightCode(lang: string, code: string): string {
  if (!highlighter || !(HIGHLIGHT_LANGS as readonly string[]).includes(lang)) return escText(code);
  return highlightLoaded(lang, code);
}

/**
 * highlightCode in any language the highlighter has loaded: the guides' code blocks load a few
 * more (loadLanguages; plugins/guide-code), which the API samples keep out of.
 */
export function highlightLoaded(lang: string, code: string): string {
  if (!highlighter) return escText(code);
  const fast = lang === 'json' ? jsonTokens(code) : null;
  if (fast) return renderLines(fast);
  // The same sample recurs across the versions of an API (most operations do not change between
  // them), and highlighting is most of the generation time: each block is highlighted once.
  const key = blockKey(lang, code);
  let html = memo.get(key) ?? ahead.get(key);
  ahead.delete(key);
  if (html === undefined) {
    html = renderLines(themeTokens(tokenizeLines!(lang, code)));
    if (code.length <= MEMO_MAX_CHARS) memo.set(key, html);
  }
  return html;
}

// Kept on the process: a dev server restarting itself (apis.yaml changed) loads this module afresh.
// Between processes, on disk: highlight-memo.ts.
export const memo = ((
  globalThis as { __portalHighlightMemo?: Map<string, string> }
).__portalHighlightMemo ??= new Map<string, string>());
const MEMO_MAX_CHARS = 20_000;
/** Blocks too long for the memo, highlighted ahead (highlight-ahead.ts) for the page about to show them. */
export const ahead = new Map<string, string>();
export const blockKey = (lang: string, code: string) => `${lang}\n${code}`;

/** Whether highlightCode would hand the block to Shiki (not plain text, not the JSON scanner's). */
export const needsShiki = (lang: string) =>
  lang !== 'json' && (HIGHLIGHT_LANGS as readonly string[]).includes(lang);

/** Shiki's token as it comes: text, colour, font style (the worker sends them so). */
export type RawToken = [content: string, color: string | undefined, fontStyle: number | undefined];

/** Raw tokens as the theme's token colour names. */
const themeTokens = (lines: RawToken[][]): Token[][] =>
  lines.map((line) =>
    line.map(([content, color, fontStyle]) => ({
      content,
      color: `${/--shiki-(?:token-)?([a-z-]+)/.exec(color ?? '')?.[1] ?? ''}${(fontStyle ?? 0) & 1 ? '/i' : ''}`,
    })),
  );

/** A block highlighted elsewhere (the worker), as highlightCode would have made it; kept for its page. */
export function storeHighlighted(lang: string, code: string, tokens: RawToken[][]): void {
  const html = renderLines(themeTokens(tokens));
  if (code.length <= MEMO_MAX_CHARS) memo.set(blockKey(lang, code), html);
  else ahead.set(blockKey(lang, code), html);
}

/** Shiki's tokens for `code` as the theme's token colour names, by its own whole-block call. */
function shikiTokens(lang: string, code: string): Token[][] {
  const { tokens } = highlighter!.codeToTokens(code, {
    lang: lang as (typeof HIGHLIGHT_LANGS)[number],
    theme: THEME_OPTIONS.name,
    ...TOKENIZE_OPTIONS,
  });
  return themeTokens(tokens.map((line) => line.map((t) => [t.content, t.color, t.fontStyle])));
}

/** Highlighted by Shiki alone, a whole block per call: what the tests compare the faster paths with. */
export function shikiHighlight(lang: string, code: string): string {
  return highlighter && (HIGHLIGHT_LANGS as readonly string[]).includes(lang)
    ? renderLines(shikiTokens(lang, code))
    : escText(code);
}

function renderLines(lines: Token[][]): string {
  return lines
    .map((line) => {
      let out = '';
      let open = '';
      let text = '';
      const flush = () => {
        if (text && !open) out += escText(text);
        else if (text) {
          const italic = open.endsWith('/i');
          const [tag, cls] = TOKEN_TAG[italic ? open.slice(0, -2) : open] ?? ['i', 'd'];
          const classes = [cls, italic && 'i'].filter(Boolean).join(' ');
          out += `<${tag}${classes ? ` class="${classes}"` : ''}>${escText(text)}</${tag}>`;
        }
        text = '';
      };
      for (const t of line) {
        const italic = t.color.endsWith('/i');
        const token = italic ? t.color.slice(0, -2) : t.color;
        // A token's key: its colour (when the stylesheet has one) and whether it is italic.
        const key = `${TOKEN_TAG[token] ? token : ''}${italic ? '/i' : ''}`;
        // Whitespace takes any colour: it joins its neighbours' element.
        if (key !== open && t.content.trim() !== '') {
          flush();
          open = key;
        }
        text += t.content;
      }
      flush();
      return out;
    })
    .join('&#10;');
}

/** Highlighted code as one line of HTML (newlines kept as character references); the browser adds its copy button (theme/api/tab-groups.ts). */
export function codeBlock(lang: string, code: string, label?: string): string {
  const pre = `<pre class="shiki css-variables" tabindex="0"><code>${highlightCode(lang, code)}</code></pre>`;
  return `<div class="api-code" data-lang="${esc(lang)}">${label ? `<span class="api-code__label">${esc(label)}</span>` : ''}${pre}</div>`;
}
