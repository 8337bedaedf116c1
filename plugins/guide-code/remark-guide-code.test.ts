import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createCssVariablesTheme } from 'shiki';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { remarkGuideCode } from './remark-guide-code';

// The MDX compiler and Shiki's rehype step that Rspress itself depends on (not the project's own
// dependencies), resolved from Rspress's package.
const fromRspress = createRequire(
  createRequire(import.meta.url).resolve('@rspress/core/package.json'),
);
const load = async (name: string) => import(pathToFileURL(fromRspress.resolve(name)).href);
const { evaluate } = (await load('@mdx-js/mdx')) as {
  evaluate: (md: string, options: object) => Promise<{ default: () => ReactNode }>;
};
const { default: rehypeShiki } = (await load('@shikijs/rehype')) as { default: unknown };

// Rspress's Shiki step as Rspress configures it (rehypePlugins/shiki.js), after ours.
// With no language loaded ahead, as rspress.config.ts has it: a block Shiki keeps loads its own.
const shiki = [
  rehypeShiki,
  {
    theme: createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' }),
    defaultLanguage: 'txt',
    lazy: true,
    langs: [] as string[],
  },
] as const;

/** The page's HTML as the guides' MDX compile makes it (format md, our step, then Shiki's). */
async function render(md: string): Promise<string> {
  const { default: Content } = await evaluate(md, {
    ...runtime,
    format: 'md',
    remarkPlugins: [remarkGuideCode],
    rehypePlugins: [shiki as never],
  });
  return renderToStaticMarkup(createElement(Content));
}

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const codeOf = (html: string) => /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';

describe('remarkGuideCode', () => {
  it('highlights a block with <b>/<i> tokens and keeps its text, Shiki leaving it alone', async () => {
    const code = 'const limit = new Set([429, 503]);\n// retry "later" & <soon>\nawait fetch(url);';
    const html = await render(`# T\n\n\`\`\`typescript\n${code}\n\`\`\`\n`);
    expect(html).toContain('<pre class="shiki css-variables"');
    expect(html).toContain('lang="typescript"');
    expect(html).toContain('<b>const </b><i class="c">limit </i>');
    // Quotes are not escaped: the code is HTML as it stands, not a React text child.
    expect(html).toContain('<i class="m">// retry "later" &amp; &lt;soon&gt;</i>');
    expect(html).not.toContain('class="line"');
    expect(html).not.toContain('--shiki-token');
    expect(decode(codeOf(html))).toBe(code);
  });

  it('highlights JSON by its scanner and writes plain text and language-less blocks as text', async () => {
    const html = await render(
      '```json\n{ "a": [1, true] }\n```\n\n```text\na < b\n```\n\n```\nplain\n```\n',
    );
    const blocks = [...html.matchAll(/<pre[^>]*>[\s\S]*?<\/pre>/g)].map((m) => m[0]);
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toContain('lang="json"');
    expect(blocks[0]).toContain('<b>"a"</b>');
    expect(decode(codeOf(blocks[0]!))).toBe('{ "a": [1, true] }');
    expect(blocks[1]).toContain('lang="text"');
    expect(codeOf(blocks[1]!)).toBe('<code>a &lt; b</code>');
    expect(blocks[2]).toContain('lang="txt"');
    expect(codeOf(blocks[2]!)).toBe('<code>plain</code>');
  });

  it("leaves blocks with meta and languages it does not know to Rspress's Shiki", async () => {
    const html = await render(
      '```bash title="run.sh"\necho hi\n```\n\n```rust\nfn main() {}\n```\n',
    );
    const blocks = [...html.matchAll(/<pre[^>]*>[\s\S]*?<\/pre>/g)].map((m) => m[0]);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toContain('<span class="line">');
    expect(decode(codeOf(blocks[0]!))).toBe('echo hi');
    expect(decode(codeOf(blocks[1]!))).toBe('fn main() {}');
  });
});
