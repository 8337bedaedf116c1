/**
 * The custom pages' words as content. Every word of the custom pages (`docs/*.tsx`,
 * `docs/docs/index.tsx`) and of the home page is data in `docs/_<page>.json`; sentences may hold
 * the inline markup of common/copy/inline-markup.ts (`[text](/route)`, `++Key++`). This checks
 * that data the way the content rules check a guide: links lead to pages of the site (or to real
 * pages of the vendor's public sites), no placeholder text, one voice, `sources` that resolve,
 * a `verified` day, numbers found in the cited sources, and the page files holding no words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineLinks, inlinePlainText } from '../../common/copy/inline-markup';
import { readApiList } from '../../plugins/apis';
import { verifiedDay } from '../../plugins/content-rules/editorial-fields';
import { isPlaceholderUrl } from '../../plugins/content-rules/placeholder-links';
import { siteRoutes } from '../../plugins/content-rules/site-routes';
import { REPO_ROOT, SHARED_DIR, SHARED_NOTE } from '../lib/shared';

const DOCS = path.join(REPO_ROOT, 'docs');
const SPECS = path.join(REPO_ROOT, 'specs');
const VENDOR = path.join(SHARED_DIR, 'vendor');
const FILES_TXT = path.join(VENDOR, 'files.txt');
const today = new Date().toISOString().slice(0, 10);

/** The data files: every `docs/_*.json` (the custom pages' and the home page's words). */
const DATA_FILES = fs
  .readdirSync(DOCS)
  .filter((f) => /^_.*\.json$/.test(f))
  .sort();

/** The page files that must hold layout only (their `frontmatter` export aside). */
const PAGE_FILES = [
  'docs/ai.tsx',
  'docs/ambassador-program.tsx',
  'docs/marketplace.tsx',
  'docs/docs/index.tsx',
  'theme/components/HomePage.tsx',
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Editorial keys, and keys whose strings are not reader-facing prose (ids, icons, example records). */
const NOT_PROSE = new Set(['sources', 'verified', 'id', 'icon', 'href', 'record']);

interface Found {
  /** JSON path, e.g. `faq[2].a`. */
  where: string;
  value: string;
}

/** Every string of the data: prose (what readers read) and `href` values, with where they are. */
function walk(value: Json, where: string, out: { prose: Found[]; hrefs: Found[] }, key = '') {
  if (typeof value === 'string') {
    if (key === 'href') out.hrefs.push({ where, value });
    else if (!NOT_PROSE.has(key)) out.prose.push({ where, value });
  } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`, out, key));
  else if (value && typeof value === 'object') {
    if (key === 'record') return;
    for (const [k, v] of Object.entries(value))
      if (k !== 'sources' && k !== 'verified') walk(v, where ? `${where}.${k}` : k, out, k);
  }
}

function ids(value: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => ids(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string') out.add(v);
      else ids(v, out);
    }
  return out;
}

function load(file: string): { data: { [key: string]: Json }; prose: Found[]; links: Found[] } {
  const data = JSON.parse(fs.readFileSync(path.join(DOCS, file), 'utf8')) as {
    [key: string]: Json;
  };
  const found = { prose: [] as Found[], hrefs: [] as Found[] };
  walk(data, '', found);
  const links = [
    ...found.hrefs,
    ...found.prose.flatMap((p) =>
      inlineLinks(p.value).map((l) => ({ where: p.where, value: l.href })),
    ),
  ];
  return { data, prose: found.prose, links };
}

/** Phrases of a third-party voice (the site is the product's own documentation). */
const VOICE = [
  /\bthe vendor\b/i,
  /\bvendor[’']s\b/i,
  /\bthis portal\b/i,
  /\bSailPoint[’']s (docs|documentation|guide|reference)\b/i,
];
/** Text left for later or never written. */
const PLACEHOLDER =
  /\b(TODO|TBD|FIXME|XXX|lorem ipsum|coming soon|placeholder|insert [a-z]+ here)\b|\{\{|\}\}/i;
/** Hosts of the vendor's public sites an external link may lead to. */
const VENDOR_HOSTS = /^(developer\.sailpoint\.com|github\.com|[a-z]+\.sailpoint\.com)$/;

describe('custom pages’ copy (docs/_*.json)', () => {
  let routes: Set<string>;
  beforeAll(async () => {
    routes = (
      await siteRoutes({
        docsRoot: DOCS,
        specsDir: SPECS,
        apis: readApiList(REPO_ROOT, SPECS).entries,
        products: readApiList(REPO_ROOT, SPECS).products,
      })
    ).routes;
  }, 120_000);

  it('has the data files of every custom page and the home page', () => {
    for (const f of [
      '_ai.json',
      '_ambassador-program.json',
      '_marketplace.json',
      '_docs-index.json',
      '_home.json',
    ])
      expect(DATA_FILES).toContain(f);
  });

  it.each(DATA_FILES)(
    '%s: every link leads to a page of the site or a real external page',
    (file) => {
      const { data, links } = load(file);
      const anchors = ids(data);
      const problems: string[] = [];
      for (const { where, value } of links) {
        if (value.startsWith('#')) {
          if (!anchors.has(value.slice(1)))
            problems.push(`${where}: ${value} is no id of the page`);
        } else if (value.startsWith('/')) {
          const route = value.replace(/[#?].*$/, '').replace(/\/$/, '') || '/';
          if (!routes.has(route)) problems.push(`${where}: ${value} is not a page of the site`);
        } else if (isPlaceholderUrl(value)) {
          problems.push(`${where}: ${value} is a placeholder host`);
        } else {
          let url: URL | null = null;
          try {
            url = new URL(value);
          } catch {
            problems.push(`${where}: ${value} is neither a route, an #id nor a URL`);
          }
          if (url && (url.protocol !== 'https:' || !VENDOR_HOSTS.test(url.hostname)))
            problems.push(`${where}: ${value} is not an https page of the vendor's public sites`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it.each(DATA_FILES)('%s: no placeholder text, one voice', (file) => {
    const problems: string[] = [];
    for (const { where, value } of load(file).prose) {
      const text = inlinePlainText(value);
      if (!text.trim()) problems.push(`${where}: empty text`);
      if (PLACEHOLDER.test(text)) problems.push(`${where}: placeholder text: ${text}`);
      for (const re of VOICE)
        if (re.test(text)) problems.push(`${where}: third-person voice (${re.source}): ${text}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(DATA_FILES)('%s: sources and verified, as on a guide page', (file) => {
    const { data } = load(file);
    const problems: string[] = [];
    const sources = data.sources;
    if (!Array.isArray(sources) || sources.length === 0) problems.push('needs `sources`');
    else if (new Set(sources).size !== sources.length)
      problems.push('`sources` lists a file twice');
    const day = verifiedDay(data.verified);
    if (!day) problems.push(`verified ${JSON.stringify(data.verified)} is not a day (YYYY-MM-DD)`);
    else if (day > today) problems.push(`verified ${day} is in the future`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  const hasVendor = fs.existsSync(FILES_TXT);
  it.skipIf(!hasVendor).each(DATA_FILES)(
    `%s: every source is a line of files.txt or a file of specs/ (${SHARED_NOTE('vendor/files.txt')})`,
    (file) => {
      const known = new Set(fs.readFileSync(FILES_TXT, 'utf8').split('\n'));
      const sources = (load(file).data.sources ?? []) as string[];
      const unresolved = sources.filter((s) =>
        s.startsWith('specs/') ? !fs.existsSync(path.join(REPO_ROOT, s)) : !known.has(s),
      );
      expect(unresolved).toEqual([]);
    },
  );

  it.skipIf(!hasVendor).each(DATA_FILES)(
    `%s: every number readers see occurs in a cited source (${SHARED_NOTE('vendor/developer.sailpoint.com')})`,
    (file) => {
      const { data, prose } = load(file);
      const texts = ((data.sources ?? []) as string[]).flatMap((s) => {
        const local = s.startsWith('specs/')
          ? path.join(REPO_ROOT, s)
          : path.join(VENDOR, s.replace(/^sailpoint-oss\//, ''));
        return fs.existsSync(local) ? [fs.readFileSync(local, 'utf8')] : [];
      });
      const missing: string[] = [];
      // Marketplace entries are checked against their READMEs (tests/content/marketplace.test.ts).
      for (const { where, value } of prose.filter((p) => !p.where.startsWith('integrations'))) {
        for (const n of inlinePlainText(value).match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g) ?? [])
          if (
            !texts.some((t) => new RegExp(`(?<![\\d.])${n.replace('.', '\\.')}(?![\\d])`).test(t))
          )
            missing.push(`${where}: ${n}`);
      }
      expect(missing, `numbers no cited source states:\n${missing.join('\n')}`).toEqual([]);
    },
  );

  it('the AI page’s example outlier has only fields and values of the Outlier schema', () => {
    const ai = load('_ai.json').data as { outlierExample: { record: Record<string, unknown> } };
    const schemaDir = path.join(SPECS, 'idn/schemas/beta');
    const outlier = parseYaml(fs.readFileSync(path.join(schemaDir, 'Outlier.yaml'), 'utf8')) as {
      properties: Record<string, unknown>;
    };
    const types = parseYaml(fs.readFileSync(path.join(schemaDir, 'OutlierType.yaml'), 'utf8')) as {
      enum: string[];
    };
    const record = ai.outlierExample.record;
    expect(Object.keys(record).filter((k) => !(k in outlier.properties))).toEqual([]);
    expect(types.enum).toContain(record.type);
    expect(record.score).toBeGreaterThanOrEqual(0);
    expect(record.score).toBeLessThanOrEqual(1);
  });

  it('the marketplace entries use only its categories', () => {
    const m = load('_marketplace.json').data as {
      categories: Array<{ id: string }>;
      integrations: Array<{ category: string }>;
    };
    const cats = new Set(m.categories.map((c) => c.id));
    expect(m.integrations.filter((i) => !cats.has(i.category))).toEqual([]);
  });
});

describe('custom pages’ layout files hold no words', () => {
  it.each(PAGE_FILES)('%s', (file) => {
    const source = fs
      .readFileSync(path.join(REPO_ROOT, file), 'utf8')
      // The page's frontmatter (title, description) is page metadata, as in a Markdown page.
      .replace(/export const frontmatter = \{[\s\S]*?\n\};/, '')
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
    const words = [
      // JSX text of two words or more (code between `>` and `<`, such as generics, has `;()=`).
      ...[...source.matchAll(/>\s*([^<>{}();=]*[A-Za-z]{2,}\s+[A-Za-z][^<>{}();=]*?)\s*</g)].map(
        (m) => m[1],
      ),
      // Reader-facing attributes written as literals.
      ...[...source.matchAll(/\b(?:aria-label|placeholder|title|alt)="([^"]*[A-Za-z][^"]*)"/g)].map(
        (m) => m[1],
      ),
    ];
    expect(words, `${file} holds words; move them to its docs/_<page>.json`).toEqual([]);
  });
});
