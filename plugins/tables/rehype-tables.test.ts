import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { isIdentifier, rehypeTables, withBreaks } from './rehype-tables';

const render = (md: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeTables)
      .use(rehypeStringify)
      .processSync(md),
  );

const pieces = (text: string) =>
  withBreaks(text).map((n) =>
    n.type === 'text' ? n.value : n.tagName === 'span' ? `<${n.children![0]!.value}>` : '|',
  );

describe('withBreaks', () => {
  it('breaks before . and [, after _ and /, never inside a word', () => {
    expect(pieces('changes[].attribute').join('')).toBe('changes|[]|.attribute');
    expect(pieces('queryInput.query').join('')).toBe('queryInput|.query');
    expect(pieces('requiresPeriodicRefresh')).toEqual(['requiresPeriodicRefresh']);
    expect(pieces('source_id').join('')).toBe('source_|id');
    expect(pieces('/v3/sources').join('')).toBe('/|v3/|sources');
  });
  it('keeps a hyphenated piece whole (browsers break after a hyphen)', () => {
    expect(pieces('--body-file')).toEqual(['<--body-file>']);
    expect(pieces('--pretty')).toEqual(['<--pretty>']);
    expect(pieces('x.max-age').join('')).toBe('x|<.max-age>');
    expect(render('| A | B | C |\n| - | - | - |\n| `--body-file` | 2 | 3 |')).toContain(
      '<code class="code-id"><span class="code-piece">--body-file</span></code>',
    );
  });
  it('leaves a leading or trailing boundary and repeated dots alone', () => {
    expect(pieces('.env')).toEqual(['.env']);
    expect(pieces('a...b').join('')).toBe('a|...b');
    expect(pieces('x_')).toEqual(['x_']);
  });
});

describe('isIdentifier', () => {
  it('takes fields, flags, paths and names, not expressions or sample values', () => {
    for (const id of [
      'changes[].attribute',
      '--body-file',
      '-p',
      '/v3/sources',
      'source_id',
      'x.y_z',
    ])
      expect(isIdentifier(id), id).toBe(true);
    for (const other of [
      'name eq "Workday HR"',
      'Lo-k7Pq2XwB9m58!',
      '"Workday HR"',
      '42',
      '("a","b")',
    ])
      expect(isIdentifier(other), other).toBe(false);
  });
  it('leaves other code in a cell as it is', () => {
    const html = render('| A | B | C |\n| - | - | - |\n| `name eq "x.y"` | 2 | 3 |');
    expect(html).toContain('<code>name eq "x.y"</code>');
  });
});

describe('rehypeTables', () => {
  const md = [
    '| Flag | Short | Default | Description |',
    '| --- | --- | --- | --- |',
    '| `--pretty` | `-p` | `false` | Formats `changes[].attribute` output |',
  ].join('\n');

  it('labels every body cell with its column header', () => {
    const html = render(md);
    expect(html).toContain(
      '<td data-label="Flag"><code class="code-id"><span class="code-piece">--pretty</span></code></td>',
    );
    expect(html).toContain('<td data-label="Default"><code class="code-id">false</code></td>');
    expect(html).toContain('<td data-label="Description">');
    expect(html).not.toMatch(/<th[^>]*data-label/);
  });

  it('puts <wbr> into inline code of cells, not outside tables or into code blocks', () => {
    const html = render(`${md}\n\nText \`a.b\`\n\n\`\`\`js\nx.y\n\`\`\``);
    expect(html).toContain('<code class="code-id">changes<wbr>[]<wbr>.attribute</code>');
    expect(html).toContain('<code>a.b</code>');
    expect(html).toContain('x.y');
  });

  it('leaves cells without a header text unlabelled', () => {
    const html = render('|  | B |\n| --- | --- |\n| 1 | 2 |');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<td data-label="B">2</td>');
  });
});
