import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ApiPage } from '../../common/api-pages/format';
import { apiPageMarkdown, htmlPageMarkdown, sourceMarkdown } from './markdown-twins';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/twins');

/**
 * A sample of every page kind of the default build (API operations of four specs, a schema page,
 * tag, version and model pages; custom React pages, the blog lists, the API index, a tag page, a
 * redirect stub; hand-written pages), each with its input (record, built HTML or source) and the
 * twin the build wrote before the faster serializer (fast-markdown.ts): the twins must not change.
 */
interface Case {
  route: string;
  via: 'record' | 'html' | 'source';
  input: string;
  twin: string;
}
const cases = JSON.parse(fs.readFileSync(path.join(DIR, 'cases.json'), 'utf8')) as Case[];
const read = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');
// The default build has no SITE_ORIGIN: site links point at the twins' paths.
const ctx = { siteOrigin: '' };

describe('Markdown twins are the ones the build wrote before', () => {
  it('covers every page kind', () => {
    expect(new Set(cases.map((c) => c.via))).toEqual(new Set(['record', 'html', 'source']));
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });
  it.each(cases)('$route ($via)', ({ via, input, twin }) => {
    const expected = read(twin);
    const md =
      via === 'record'
        ? apiPageMarkdown(JSON.parse(read(input)) as ApiPage, ctx)
        : via === 'html'
          ? htmlPageMarkdown(read(input), ctx)
          : sourceMarkdown(read(input), ctx);
    expect(md).toBe(expected);
  });
});
