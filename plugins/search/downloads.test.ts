import { describe, expect, it } from 'vitest';
import type { ApiEntry } from '../../common/apis/api-list';
import { downloadDocs } from './downloads';

const API = (file: string, product: ApiEntry['product'], label: string): ApiEntry => ({
  file,
  product,
  base: `/${product}/api`,
  label,
  status: 'stable',
  versionKey: null,
  area: `${product}-api`,
});

describe('downloadDocs', () => {
  it('gives llms.txt, llms-full.txt and every listed spec a search document', () => {
    const docs = downloadDocs([
      API('idn-v3.yaml', 'idn', 'V3 APIs'),
      API('nerm.json', 'nerm', 'NERM API'),
    ]);
    expect(docs.map((d) => d.r)).toEqual([
      '/llms.txt',
      '/llms-full.txt',
      '/api-specs/idn-v3.yaml',
      '/api-specs/nerm.json',
    ]);
    expect(docs[0]).toMatchObject({ t: 'llms.txt', p: 'general', k: 'docs' });
    expect(docs[2]).toMatchObject({ t: 'V3 OpenAPI spec (YAML)', p: 'general', k: 'docs' });
    expect(docs[3]).toMatchObject({ t: 'NERM OpenAPI spec (JSON)', p: 'general' });
    expect(docs.every((d) => d.d && d.w)).toBe(true);
  });
});
