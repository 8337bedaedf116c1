import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { esc } from '../shared/html';

// The same css-variables theme Rspress uses for Markdown code blocks, so generated
// samples follow the site's light/dark colours without shipping a highlighter.
const theme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });
export const HIGHLIGHT_LANGS = ['bash', 'http', 'java', 'ruby', 'php', 'csharp', 'python', 'go', 'javascript', 'powershell', 'json', 'xml', 'yaml'] as const;

let highlighter: Highlighter | undefined;

export async function initHighlighter(): Promise<void> {
  highlighter ??= await createHighlighter({ themes: [theme], langs: [...HIGHLIGHT_LANGS] });
}

/**
 * Shiki writes `style="color:var(--shiki-token-keyword)"` on every token; short classes
 * (styled in theme/styles/api.css) make highlighted samples about half the size.
 */
export function compactTokens(html: string): string {
  return html
    .replace(/ style="color:var\(--shiki-(?:token-)?([a-z-]+)\)(;font-style:italic)?"/g, (_m, token: string, italic?: string) => ` class="sh-${token}${italic ? ' sh-i' : ''}"`)
    .replace(/<pre class="shiki css-variables" style="[^"]*"/, '<pre class="shiki css-variables"');
}

/** Highlighted code as one line of HTML (newlines kept as character references), with a copy button. */
export function codeBlock(lang: string, code: string, label?: string): string {
  const known = (HIGHLIGHT_LANGS as readonly string[]).includes(lang);
  let pre: string;
  if (highlighter && known) {
    pre = highlighter.codeToHtml(code, { lang, theme: 'css-variables' });
  } else {
    pre = `<pre class="shiki css-variables" tabindex="0"><code>${esc(code)}</code></pre>`;
  }
  pre = compactTokens(pre.replace(/\n/g, '&#10;'));
  return `<div class="api-code" data-lang="${esc(lang)}">${label ? `<span class="api-code__label">${esc(label)}</span>` : ''}<button type="button" class="api-copy" aria-label="Copy code">Copy</button>${pre}</div>`;
}
