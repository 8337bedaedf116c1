import { describe, expect, it } from 'vitest';
import { projectApis } from '../../tests/lib/shared';
import { shardDefs } from './documents';
import { buildShards, hasTitleMatch, MANIFEST_FILE } from './shards';

const shards = shardDefs(await projectApis());
import type { SearchDoc, SearchShardFile } from './types';

const docs: SearchDoc[] = [
  { r: '/idn/docs/transforms', t: 'Transforms', p: 'idn', k: 'docs' },
  { r: '/idn/api/v3/list-sources', t: 'List sources', p: 'idn', k: 'api', m: 'get', u: '/v3/sources', w: 'Sources includeIDNSource' },
  { r: '/idn/api/beta/list-sources', t: 'List sources', p: 'idn', k: 'api', m: 'get', u: '/beta/sources' },
  { r: '/blog/a-post', t: 'A post', p: 'general', k: 'blog' },
  { r: '/ai', t: 'AI', p: 'general', k: 'docs' },
];

describe('buildShards', () => {
  it('writes one hashed shard per area and a manifest listing them', () => {
    const { manifest, files } = buildShards(docs, { shards, suggestions: ['list sources', 'nothing matches this'] });
    expect(manifest.shards.map((s) => s.id)).toEqual(['idn-docs', 'idn-api-v3', 'idn-api-beta', 'blog', 'general']);
    for (const s of manifest.shards) {
      expect(s.file).toMatch(new RegExp(`^${s.id}\\.[0-9a-f]{10}\\.json$`));
      const body = JSON.parse(files.get(s.file)!) as SearchShardFile;
      expect(body.docs).toHaveLength(s.docs);
      expect(body.tokens.length).toBe(body.postings.length);
      expect(body.docs.some((d) => 'w' in d), 'keywords live only in the index').toBe(false);
      expect(s.bytes).toBe(Buffer.byteLength(files.get(s.file)!));
    }
    expect(manifest.shards.find((s) => s.id === 'general')).toMatchObject({ products: ['general'], kinds: ['docs'] });
    expect(manifest.suggestions).toEqual(['list sources']);
    expect(JSON.parse(files.get(MANIFEST_FILE)!)).toEqual(manifest);
  });
  it('is deterministic: the same documents in another order give the same files', () => {
    const a = buildShards(docs, { shards });
    const b = buildShards([...docs].reverse(), { shards });
    expect([...b.files.keys()]).toEqual([...a.files.keys()]);
    expect(b.manifest.hash).toBe(a.manifest.hash);
  });
  it('changes a shard name only when its content changes', () => {
    const a = buildShards(docs, { shards });
    const b = buildShards(docs.map((d) => (d.r === '/ai' ? { ...d, t: 'AI and identity' } : d)), { shards });
    const name = (m: typeof a, id: string) => m.manifest.shards.find((s) => s.id === id)!.file;
    expect(name(b, 'general')).not.toBe(name(a, 'general'));
    expect(name(b, 'idn-docs')).toBe(name(a, 'idn-docs'));
  });
});

describe('hasTitleMatch', () => {
  it('matches words by prefix, in any order', () => {
    expect(hasTitleMatch(docs, 'sources list')).toBe(true);
    expect(hasTitleMatch(docs, 'transf')).toBe(true);
    expect(hasTitleMatch(docs, 'workflows')).toBe(false);
  });
});
