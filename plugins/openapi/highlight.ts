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
 * Class per token colour of the css-variables theme (theme/styles/api.css), kept to a letter: an
 * operation page carries a few hundred of them. Punctuation is drawn in the text colour (the
 * theme's punctuation colour is within a shade of it), so it needs no span at all.
 */
const TOKEN_CLASS: Record<string, string> = {
  constant: 'sh-c',
  string: 'sh-S',
  'string-expression': 'sh-s',
  comment: 'sh-m',
  keyword: 'sh-k',
  parameter: 'sh-p',
  function: 'sh-f',
  link: 'sh-l',
};

/**
 * Highlighted code with as few elements and bytes as the colours need: default-coloured text is
 * bare text, neighbouring tokens of one colour share a span, lines are newlines rather than one
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
        if (text) out += open ? `<span class="${open}">${escText(text)}</span>` : escText(text);
        text = '';
      };
      for (const t of line) {
        const token = /--shiki-(?:token-)?([a-z-]+)/.exec(t.color ?? '')?.[1];
        const cls = [TOKEN_CLASS[token ?? ''] ?? '', (t.fontStyle ?? 0) & 1 ? 'sh-i' : ''].filter(Boolean).join(' ');
        // Whitespace takes any colour: it joins its neighbours' span.
        if (cls !== open && t.content.trim() !== '') {
          flush();
          open = cls;
        }
        text += t.content;
      }
      flush();
      return out;
    })
    .join('&#10;');
}

/** Highlighted code as one line of HTML (newlines kept as character references), with a copy button. */
export function codeBlock(lang: string, code: string, label?: string): string {
  const pre = `<pre class="shiki css-variables" tabindex="0"><code>${highlightCode(lang, code)}</code></pre>`;
  return `<div class="api-code" data-lang="${esc(lang)}">${label ? `<span class="api-code__label">${esc(label)}</span>` : ''}<button type="button" class="api-copy" aria-label="Copy code">Copy</button>${pre}</div>`;
}
