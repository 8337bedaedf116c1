import fs from 'node:fs';
import path from 'node:path';

/** mulberry32: a small seeded generator, so a sample is the same on every run of one build. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The routes of the built site's pages, from `/site-metadata.json` (Rspress's own route table). */
export function metadataRoutes(siteDir: string): string[] {
  const meta = JSON.parse(fs.readFileSync(path.join(siteDir, 'site-metadata.json'), 'utf8')) as {
    pages: Array<{ path: string }>;
  };
  return [...new Set(meta.pages.map((p) => p.path))].sort();
}

/** The routes of the built site's pages, from its HTML files (the 404 page left out). */
export function htmlRoutes(siteDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory()
          ? walk(path.join(dir, e.name))
          : e.name.endsWith('.html')
            ? [path.join(dir, e.name)]
            : [],
      );
  return walk(siteDir)
    .map(
      (f) =>
        `/${path.relative(siteDir, f).split(path.sep).join('/')}`
          .replace(/\.html$/, '')
          .replace(/(^|\/)index$/, '') || '/',
    )
    .filter((r) => r !== '/404')
    .sort();
}

/** `size` routes of `routes` not in `exclude`, drawn with `seed`. */
export function sampleRoutes(
  routes: string[],
  seed: number,
  size: number,
  exclude: Iterable<string> = [],
): string[] {
  const named = new Set(exclude);
  const pool = routes.filter((r) => !named.has(r));
  const next = seededRandom(seed);
  const picked: string[] = [];
  while (picked.length < Math.min(size, pool.length)) {
    const [r] = pool.splice(Math.floor(next() * pool.length), 1);
    picked.push(r!);
  }
  return picked;
}
