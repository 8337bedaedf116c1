import path from 'node:path';
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_LANGS, THEME_OPTIONS, TOKENIZE_OPTIONS } from './highlight';
import { lineTokenizer } from './highlight-lines.mjs';
import { loadSpec } from './load-spec';
import { buildModel } from './model';
import { operationCodeBlocks } from './render-operation';

const SPECS = path.join(__dirname, '../../specs');
const OPTIONS = { theme: THEME_OPTIONS.name, ...TOKENIZE_OPTIONS };

let highlighter: Highlighter;
beforeAll(async () => {
  highlighter = await createHighlighter({
    themes: [createCssVariablesTheme(THEME_OPTIONS)],
    langs: [...HIGHLIGHT_LANGS],
  });
});

/** Shiki's own tokens for the whole block, as the line tokenizer gives them. */
const shiki = (lang: string, code: string) =>
  highlighter
    .codeToTokens(code, { lang: lang as (typeof HIGHLIGHT_LANGS)[number], ...OPTIONS })
    .tokens.map((line) => line.map((t) => [t.content, t.color, t.fontStyle]));

describe('the line tokenizer', () => {
  it("gives Shiki's tokens where a line's tokens depend on the lines before it", () => {
    const tokenize = lineTokenizer(highlighter, OPTIONS);
    // Each pair: the same line inside and outside a multi-line construct (string, comment,
    // here-document, tag), blank lines inside, CRLF line ends, a first line that is blank.
    const blocks: Array<[string, string]> = [
      ['bash', 'curl --data \'\n{\n  "a": 1\n}\n\'\n{\n  "a": 1\n}'],
      ['bash', "cat <<EOF\necho 'x'\n\nEOF\necho 'x'"],
      ['python', 'x = """\nimport os\n"""\nimport os\n\n\nimport os'],
      ['java', '/*\nint a = 1;\n*/\nint a = 1;\r\nint b = 2;'],
      ['javascript', 'const s = `\nconst t = 1;\n`;\nconst t = 1;'],
      ['php', '<?php\n$a = <<<EOT\n$b = 1;\nEOT;\n$b = 1;'],
      ['ruby', '=begin\nputs 1\n=end\nputs 1'],
      ['powershell', '$x = @"\n$y = 1\n"@\n$y = 1'],
      ['csharp', 'var s = @"\nvar t = 1;\n";\nvar t = 1;'],
      ['go', 'var s = `\nvar t = 1\n`\nvar t = 1'],
      ['xml', '<!--\n<a b="c"/>\n-->\n<a b="c"/>'],
      ['http', 'POST /v3/x HTTP/1.1\nHost: a.test\n\n{"a": 1}'],
      ['yaml', 'a: |\n  b: c\nb: c'],
      ['bash', '\n\necho 1\n'],
      ['python', ''],
    ];
    // Twice over, so the second round comes from the memo, in the other order too.
    for (const [lang, code] of [...blocks, ...[...blocks].reverse()])
      expect(tokenize(lang, code), `${lang}: ${code}`).toEqual(shiki(lang, code));
  });

  it("gives Shiki's tokens for every code sample of a spec", async () => {
    const { doc } = await loadSpec(path.join(SPECS, 'nerm.yaml'));
    const model = buildModel(doc, {});
    const blocks = model.operations.flatMap((op) => operationCodeBlocks(doc, op));
    const tokenize = lineTokenizer(highlighter, OPTIONS);
    expect(blocks.length).toBeGreaterThan(500);
    let differing = 0;
    for (const [lang, code] of blocks) {
      if (lang === 'json' || !(HIGHLIGHT_LANGS as readonly string[]).includes(lang)) continue;
      const expected = shiki(lang, code);
      const got = tokenize(lang, code);
      if (JSON.stringify(got) !== JSON.stringify(expected)) differing++;
    }
    expect(differing).toBe(0);
  });

  it('forgets the oldest lines past its limit and still tokenizes them right', () => {
    const tokenize = lineTokenizer(highlighter, OPTIONS, 3);
    const code = 'a = 1\nb = """\nc = 2\n"""\nd = 3';
    for (let i = 0; i < 3; i++) expect(tokenize('python', code)).toEqual(shiki('python', code));
  });
});
