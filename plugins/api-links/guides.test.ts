import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from './fixtures/operations';
import { guidePaths, guidesByOperation, readGuidePaths } from './guides';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'guides');

describe('guidePaths', () => {
  it('reads the title and the inline code of prose, not of links, headings or code blocks', () => {
    const got = guidePaths(
      '# Title here\n\nCall `GET /v3/sources` and `/beta/x`; `npm i` is not a path.\n',
    );
    expect(got).toEqual({ title: 'Title here', codes: ['GET /v3/sources', '/beta/x'], links: [] });
    expect(
      guidePaths('See [it](/idn/api/v3/list-sources.md#query) and [x](https://a.test/b).').links,
    ).toEqual(['/idn/api/v3/list-sources']);
  });
});

describe('readGuidePaths + guidesByOperation', () => {
  const guides = readGuidePaths(ROOT);

  it('lists the guides with API paths, blog posts left out', () => {
    expect(guides.map((g) => g.route)).toEqual(['/idn/docs/subscribing']);
    expect(guides[0]!.product).toBe('idn');
  });

  it('maps each operation to the guides that link to it, as remark.ts links them', () => {
    const by = guidesByOperation(guides, OPERATIONS);
    const guide = [{ route: '/idn/docs/subscribing', title: 'Subscribing to a trigger' }];
    expect(by.get('/idn/api/beta/create-subscription')).toEqual(guide);
    expect(by.get('/idn/api/beta/list-trigger-subscriptions')).toEqual(guide);
    // A concrete id fits `{id}` (the table row).
    expect(by.get('/idn/api/v3/get-source')).toEqual(guide);
    // Code in headings, links and code blocks is not: but a Markdown link to the page is.
    expect(by.has('/idn/api/v3/list-sources')).toBe(false);
    expect(by.get('/idn/api/v3/delete-source')).toEqual(guide);
  });

  it('lists a guide once per operation, guides by title', () => {
    const twice = [
      {
        route: '/b',
        title: 'B guide',
        product: 'idn',
        codes: ['GET /v3/sources', 'GET /v3/sources'],
        links: ['/idn/api/v3/list-sources'],
      },
      { route: '/a', title: 'A guide', product: 'idn', codes: ['GET /v3/sources'], links: [] },
    ];
    expect(guidesByOperation(twice, OPERATIONS).get('/idn/api/v3/list-sources')).toEqual([
      { route: '/a', title: 'A guide' },
      { route: '/b', title: 'B guide' },
    ]);
  });
});
