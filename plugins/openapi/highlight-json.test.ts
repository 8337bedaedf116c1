import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../tests/lib/shared';
import { highlightCode, initHighlighter, shikiHighlight } from './highlight';
import { jsonTokens } from './highlight-json';
import { loadSpec } from './load-spec';
import { sampleSchema } from './examples';

beforeAll(async () => {
  await initHighlighter();
});

const HOSTILE = [
  { a: 'b c', n: -1.5e-7, t: true, f: false, z: null, e: [], o: {} },
  {
    'quote "inside" key': 'escapes \\ " / \b \f \n \r \t \u0001 é 😀',
    url: 'https://x.test/a?b=1&c=<d>',
  },
  [[], [{}], [[1, 2], { k: [null] }]],
  {
    nested: { deeper: { deepest: ['a', 'b', { c: 'd' }] } },
    'key: with colon': 'value, with comma',
    '{brace}': '[bracket]',
  },
  'just a string',
  12345,
  { empty: '', spaces: '   ', unicode: '\u2028\u2029', zero: 0, big: 1e21, neg: -0.0001 },
];

describe('the JSON scanner', () => {
  it('highlights exactly as Shiki does, on hostile values and compact or indented text', () => {
    for (const v of HOSTILE) {
      for (const text of [
        JSON.stringify(v, null, 2),
        JSON.stringify(v),
        JSON.stringify(v, null, '\t'),
      ]) {
        expect(jsonTokens(text), text).not.toBeNull();
        expect(highlightCode('json', text), text).toBe(shikiHighlight('json', text));
      }
    }
  });

  it("highlights every example of the portal's own specs exactly as Shiki does", async () => {
    let compared = 0;
    for (const file of ['idn-v3.yaml', 'idn-beta.yaml', 'iiq.yaml', 'nerm.yaml']) {
      const spec = path.join(REPO_ROOT, 'specs', file);
      if (!fs.existsSync(spec)) continue;
      const { doc } = await loadSpec(spec);
      for (const name of Object.keys(doc.components?.schemas ?? {})) {
        const value = sampleSchema(doc, { $ref: `#/components/schemas/${name}` }, 'schema');
        if (value === undefined) continue;
        const text = JSON.stringify(value, null, 2);
        expect(highlightCode('json', text), `${file} ${name}`).toBe(shikiHighlight('json', text));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('leaves anything that is not plain JSON to Shiki', () => {
    for (const text of [
      '{ "a": 1, // comment\n}',
      '{ a: 1 }',
      "{ 'a': 1 }",
      '[1, 2',
      '{"a": "unterminated}',
      '{ "a": NaN }',
      '{ "a": ... }',
    ]) {
      expect(jsonTokens(text), text).toBeNull();
      expect(highlightCode('json', text)).toBe(shikiHighlight('json', text));
    }
  });
});
