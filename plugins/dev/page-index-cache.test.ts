import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { installPageIndexCache, pageListTree } from './page-index-cache';

const MD = '# Title\n\nThe lead paragraph.\n\n## First\n\nBody text.\n\n### Deeper\n\nMore.\n';
const types = (t: { children?: Array<{ type: string }> }) => t.children?.map((c) => c.type);

describe('the page list cache of rspress dev', () => {
  it('keeps the headings and what comes before the first ## heading, without positions', () => {
    const tree = pageListTree(unified().use(remarkParse).use(remarkGfm).parse(MD) as never);
    expect(types(tree)).toEqual(['heading', 'paragraph', 'heading', 'heading']);
    expect(JSON.stringify(tree)).not.toContain('position');
  });

  it('answers only the page list’s parses from the cache, and keeps them on disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-index-'));
    const file = path.join(dir, 'cache.json');
    const cache = installPageIndexCache(file);
    // Stands for @rspress/core's extractPageData.js: the file name is what the cache looks for.
    const caller = path.join(dir, 'extractPageData.js');
    fs.writeFileSync(caller, 'export const parse = (p, md) => p.parse(md);\n');
    const { parse } = (await import(pathToFileURL(caller).href)) as {
      parse: (p: unknown, md: string) => { children: Array<{ type: string }> };
    };
    const processor = unified().use(remarkParse).use(remarkGfm);
    expect(types(parse(processor, MD))).toEqual(['heading', 'paragraph', 'heading', 'heading']);
    // Any other caller gets the whole tree.
    expect(types(processor.parse(MD) as never)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'heading',
      'paragraph',
    ]);
    cache.save();
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')) as object)).toHaveLength(1);
  });

  it('says so when no parse came from the page list (Rspress changed), and writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-index-'));
    const file = path.join(dir, 'cache.json');
    const cache = installPageIndexCache(file);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (m: string) => void warnings.push(m);
    try {
      unified().use(remarkParse).parse(MD);
      cache.save();
    } finally {
      console.warn = warn;
    }
    expect(warnings.join('\n')).toContain('plugins/dev/page-index-cache.ts');
    expect(fs.existsSync(file)).toBe(false);
  });
});
