import { describe, expect, it } from 'vitest';
import { projectApis, projectSite } from '../../tests/lib/shared';
import { shardDefs } from './documents';
import { buildShards, hasTitleMatch, MANIFEST_FILE, shippedDoc } from './shards';
import { LIMITS } from '../../common/search/tokenize';

const shards = shardDefs(await projectApis(), await projectSite());
import { LIST_SOURCES } from '../../common/search/test-docs';
import type { SearchBucketFile, SearchDoc, SearchShardFile } from '../../common/search/types';

const docs: SearchDoc[] = [
  { r: '/idn/docs/transforms', t: 'Transforms', p: 'idn', k: 'docs' },
  { ...LIST_SOURCES, w: 'Sources includeIDNSource' },
  { ...LIST_SOURCES, r: '/idn/api/beta/list-sources', u: '/beta/sources' },
  { r: '/blog/a-post', t: 'A post', p: 'general', k: 'blog' },
  { r: '/ai', t: 'AI', p: 'general', k: 'docs' },
];

/** A schema page's record: an API page whose method is `schema`, with its fields as keywords. */
const schemaDoc = (r: string, t: string, p: SearchDoc['p'], w?: string): SearchDoc => ({
  r,
  t,
  p,
  k: 'api',
  m: 'schema',
  ...(w ? { w } : {}),
});

describe('shippedDoc', () => {
  it('ships snippet-length texts and no keywords; the index keeps the words past the cut', () => {
    const long = `${'word '.repeat(60)}needle`;
    const doc: SearchDoc = {
      r: '/idn/docs/x',
      t: 'X',
      p: 'idn',
      k: 'docs',
      d: long,
      s: [['Heading', 'heading', long]],
      w: 'kw',
    };
    const shipped = shippedDoc(doc);
    expect(shipped.d!.length).toBeLessThanOrEqual(LIMITS.shippedExcerpt);
    expect(shipped.s![0]![2].length).toBeLessThanOrEqual(LIMITS.shippedSectionText);
    expect('w' in shipped).toBe(false);
    expect(shippedDoc({ ...doc, m: 'get' }).d!.length).toBeLessThanOrEqual(
      LIMITS.shippedOperationExcerpt,
    );
    expect(doc.d).toBe(long);
    const { files, manifest } = buildShards([doc], { shards });
    const body = JSON.parse(files.get(manifest.shards[0]!.file)!) as SearchShardFile;
    expect(body.tokens).toContain('needle');
  });
});

describe('buildShards', () => {
  it('writes one hashed shard per area and a manifest listing them', () => {
    const { manifest, files } = buildShards(docs, {
      shards,
      suggestions: ['list sources', 'nothing matches this'],
    });
    expect(manifest.shards.map((s) => s.id)).toEqual([
      'idn-docs',
      'idn-api-v3',
      'idn-api-beta',
      'blog',
      'general',
    ]);
    for (const s of manifest.shards) {
      expect(s.file).toMatch(new RegExp(`^${s.id}\\.[0-9a-f]{10}\\.json$`));
      const body = JSON.parse(files.get(s.file)!) as SearchShardFile;
      expect(body.docs).toHaveLength(s.docs);
      expect(body.tokens.length).toBe(body.postings.length);
      expect(
        body.docs.some((d) => 'w' in d),
        'keywords live only in the index',
      ).toBe(false);
      expect(s.bytes).toBe(Buffer.byteLength(files.get(s.file)!));
    }
    expect(manifest.shards.find((s) => s.id === 'general')).toMatchObject({
      products: ['general'],
      kinds: ['docs'],
    });
    expect(manifest.suggestions).toEqual(['list sources']);
    expect(JSON.parse(files.get(MANIFEST_FILE)!)).toEqual(manifest);
  });
  it('is deterministic: the same documents in another order give the same files', () => {
    const a = buildShards(docs, { shards });
    const b = buildShards([...docs].reverse(), { shards });
    expect([...b.files.keys()]).toEqual([...a.files.keys()]);
    expect(b.manifest.hash).toBe(a.manifest.hash);
  });
  it('ships a large index as token buckets beside the documents, and a small one inside its shard', () => {
    const whole = buildShards(docs, { shards });
    const split = buildShards(docs, { shards, splitBytes: 100 });
    const v3 = split.manifest.shards.find((s) => s.id === 'idn-api-v3')!;
    expect(Object.keys(v3.buckets ?? {}).length).toBeGreaterThan(2);
    const body = JSON.parse(split.files.get(v3.file)!) as SearchShardFile;
    expect(body.docs).toHaveLength(1);
    expect([body.tokens, body.postings]).toEqual([[], []]);
    const tokens: string[] = [];
    for (const [key, file] of Object.entries(v3.buckets!)) {
      expect(file).toMatch(new RegExp(`^idn-api-v3\\.${key}\\.[0-9a-f]{10}\\.json$`));
      const b = JSON.parse(split.files.get(file)!) as SearchBucketFile;
      expect(b).toMatchObject({ shard: 'idn-api-v3', bucket: key });
      expect(b.tokens.every((t) => t.startsWith(key))).toBe(true);
      tokens.push(...b.tokens);
    }
    const unsplit = JSON.parse(
      whole.files.get(whole.manifest.shards.find((s) => s.id === 'idn-api-v3')!.file)!,
    ) as SearchShardFile;
    expect(tokens.sort()).toEqual(unsplit.tokens);
    // Under the default threshold nothing here is split; a changed bucket changes the manifest hash.
    expect(whole.manifest.shards.some((s) => s.buckets)).toBe(false);
    expect(split.manifest.hash).not.toBe(
      buildShards(
        docs.map((d) => (d.u === '/v3/sources' ? { ...d, w: 'Sources zebra' } : d)),
        { shards, splitBytes: 100 },
      ).manifest.hash,
    );
  });
  it('puts schema pages in a deferred part of their area, listed after every shard, with its label', () => {
    const schema = schemaDoc('/idn/api/v3/schemas/source', 'Source', 'idn', 'id name owner');
    const { manifest, files } = buildShards([...docs, schema], { shards });
    const ids = manifest.shards.map((s) => s.id);
    expect(ids).toEqual([
      'idn-docs',
      'idn-api-v3',
      'idn-api-beta',
      'blog',
      'general',
      'idn-api-v3.schemas',
    ]);
    const part = manifest.shards.at(-1)!;
    expect(part).toMatchObject({
      after: 'idn-api-v3',
      label: 'IDN API v3',
      docs: 1,
      products: ['idn'],
      kinds: ['api'],
    });
    expect(part.file).toMatch(/^idn-api-v3\.schemas\.[0-9a-f]{10}\.json$/);
    const body = JSON.parse(files.get(part.file)!) as SearchShardFile;
    expect(body.docs.map((d) => d.r)).toEqual([schema.r]);
    expect(body.tokens).toContain('owner');
    // The operations' shard neither holds the schema nor its keywords.
    const v3 = JSON.parse(
      files.get(manifest.shards.find((s) => s.id === 'idn-api-v3')!.file)!,
    ) as SearchShardFile;
    expect(v3.docs.map((d) => d.r)).toEqual(['/idn/api/v3/list-sources']);
    expect(v3.tokens).not.toContain('owner');
    expect(manifest.shards.filter((s) => s.id !== part.id).every((s) => !s.after)).toBe(true);
  });
  it('keeps an area of schema pages alone as an ordinary shard', () => {
    const schema = schemaDoc('/nerm/api/schemas/user', 'User', 'nerm');
    const { manifest } = buildShards([schema], { shards });
    expect(manifest.shards.map((s) => [s.id, s.after])).toEqual([['nerm', undefined]]);
  });
  it('changes a shard name only when its content changes', () => {
    const a = buildShards(docs, { shards });
    const b = buildShards(
      docs.map((d) => (d.r === '/ai' ? { ...d, t: 'AI and identity' } : d)),
      { shards },
    );
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
