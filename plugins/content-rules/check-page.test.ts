import { describe, expect, it } from 'vitest';
import { checkPage, formatProblem, markdownLinks } from './check-page';
import type { SpecOperation } from './spec-operations';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
const routes = [
  '/idn/docs/rules/correlation',
  '/idn/api/v3/list-sources',
  '/idn/api/v2026/list-sources',
];
const opts = {
  minWords: 5,
  routeExists: (r: string) => routes.includes(r),
  routes,
  route: '/idn/docs/x',
  relPath: 'idn/docs/x.md',
  today: '2026-11-26',
};
const good =
  'title: T\ndescription: D.\ntags: [rules]\nsources:\n  - sailpoint-oss/api-specs/idn/v3/paths/sources.yaml\nverified: 2026-11-26';
const page = (fm: string, body: string) => `---\n${fm}\n---\n${body}`;

describe('checkPage', () => {
  it('passes a good page', () => {
    expect(
      checkPage(
        'docs/idn/docs/x.md',
        page(
          good,
          `# T\n\n${words(10)} [rules](/idn/docs/rules/correlation) [new](/idn/api/v2026/list-sources)\n`,
        ),
        opts,
      ),
    ).toEqual([]);
  });
  it('reports every fault of a page at its file line and column, with hints', () => {
    const fm =
      'title: T\ndescription: D.\ntags: [rules, transform]\nsidebar_postion: 2\nsources:\n  - sailpoint-oss/api-specs/idn/v3/paths/sources.yaml\nverified: 2026-11-26';
    const body = `# T\n\n${words(10)}\n\nSee [the rule](/idn/docs/rules/corelation).\n\n\`\`\`json\n{\n  "a": 1,\n}\n\`\`\`\n`;
    const problems = checkPage('docs/idn/docs/x.md', page(fm, body), opts).map(formatProblem);
    expect(problems).toEqual([
      'docs/idn/docs/x.md:4:15: unknown tag "transform": did you mean "transforms"? (the tags are listed in config/tags.ts)',
      'docs/idn/docs/x.md:5:1: unknown frontmatter key "sidebar_postion": did you mean "sidebar_position"?',
      'docs/idn/docs/x.md:14:5: dead link [the rule](/idn/docs/rules/corelation): /idn/docs/rules/corelation is not a page; did you mean /idn/docs/rules/correlation?',
      expect.stringMatching(
        /^docs\/idn\/docs\/x\.md:19:1: json block does not parse: .*use `jsonc`/,
      ),
    ]);
  });
  it('a dead link to an API version the site does not have', () => {
    const problems = checkPage(
      'x.md',
      page(good, `# T\n\n${words(10)} [gone](/idn/api/v3/no-such-operation)\n`),
      opts,
    );
    expect(problems.map((p) => [p.line, p.message.split(':')[0]])).toEqual([
      [11, 'dead link [gone](/idn/api/v3/no-such-operation)'],
    ]);
  });
  it('missing fields, short prose, editorial fields on guide pages', () => {
    const problems = checkPage('docs/idn/docs/x.md', page('title: T', '# T\n\nshort\n'), opts).map(
      (p) => p.message,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^frontmatter needs `description`/),
        expect.stringMatching(/^frontmatter needs `tags`/),
        expect.stringMatching(/^frontmatter needs `sources`/),
        expect.stringMatching(/^frontmatter needs `verified`/),
        'only 2 words of prose outside code (minimum 5)',
      ]),
    );
  });
  it('blog posts need a date and authors; other areas need no editorial fields', () => {
    const blog = checkPage('docs/blog/p.md', page(good, `# T\n\n${words(10)}\n`), {
      ...opts,
      relPath: 'blog/p.md',
    }).map((p) => p.message);
    expect(blog).toEqual([
      expect.stringMatching(/needs `date`/),
      expect.stringMatching(/needs `authors`/),
    ]);
    expect(
      checkPage(
        'docs/iiq/x.md',
        page('title: T\ndescription: D.\ntags: [rules]', `# T\n\n${words(10)}\n`),
        { ...opts, relPath: 'iiq/x.md' },
      ),
    ).toEqual([]);
  });
  it('invalid frontmatter YAML names its line', () => {
    expect(checkPage('x.md', page('title: T\ntags: [a', 'body'), opts)[0]).toMatchObject({
      line: 4,
      message: expect.stringMatching(/not valid YAML/),
    });
  });
  it('request examples against the specs, at the file line', () => {
    const ops: SpecOperation[] = [{ method: 'GET', path: '/sources', filters: null }];
    const body = `# T\n\n${words(10)}\n\n\`\`\`bash\ncurl https://acme.api.identitynow.com/v3/sourcez\n\`\`\`\n`;
    const problems = checkPage('x.md', page(good, body), {
      ...opts,
      specs: new Map([['v3', { name: 'idn-v3.yaml', ops }]]),
    });
    expect(problems.map(formatProblem)).toEqual([
      'x.md:14:1: GET /v3/sourcez is not an operation of idn-v3.yaml; did you mean GET /v3/sources?',
    ]);
  });
});

describe('markdownLinks', () => {
  it('finds links outside code with their text and position', () => {
    expect(markdownLinks('a [x](/y) `[no](/z)`\n```\n[no](/w)\n```\n  [b [c]](/d "t")')).toEqual([
      { href: '/y', text: 'x', line: 1, col: 3 },
      { href: '/d', text: 'b [c]', line: 5, col: 3 },
    ]);
    expect(markdownLinks('See [the rule][r].\n\n[r]: /idn/docs/rules "Rules"\n')).toEqual([
      { href: '/idn/docs/rules', text: 'r', line: 3, col: 1 },
    ]);
  });
});

describe('the home page', () => {
  it('only has its links checked', () => {
    expect(
      checkPage('docs/index.md', '---\npageType: home\nfoo: 1\n---\n[x](/nowhere)\n', {
        ...opts,
        relPath: 'index.md',
        linksOnly: true,
      }).map(formatProblem),
    ).toEqual(['docs/index.md:5:1: dead link [x](/nowhere): /nowhere is not a page']);
  });
});
