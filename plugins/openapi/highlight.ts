import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { esc, escText } from '../shared/html';

// The same css-variables theme Rspress uses for Markdown code blocks, so generated
// samples follow the site's light/dark colours without shipping a highlighter.
const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
export const HIGHLIGHT_LANGS = ['bash', 'http', 'java', 'ruby', 'php', 'csharp', 'python', 'go', 'javascript', 'powershell', 'json', 'xml', 'yaml'] as const;

let highlighter: Highlighter | undefined;

export async function initHighlighter(): Promise<void> {
  highlighter ??= await createHighlighter({ themes: [theme], langs: [...HIGHLIGHT_LANGS] });
}

/**
 * Element per token colour of the css-variables theme (theme/styles/api.css), as short as it gets:
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
  const { tokens } = highlighter.codeToTokens(code, { lang: lang as (typeof HIGHLIGHT_LANGS)[number], theme: 'css-variables' });
  return tokens
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
        const token = /--shiki-(?:token-)?([a-z-]+)/.exec(t.color ?? '')?.[1] ?? '';
        // A token's key: its colour (when the stylesheet has one) and whether it is italic.
        const key = `${TOKEN_TAG[token] ? token : ''}${(t.fontStyle ?? 0) & 1 ? '/i' : ''}`;
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
