import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);
const build = (name: string) =>
  buildSite({
    docsDir: path.join(fixture(name), 'docs'),
    specsDir: path.join(fixture(name), 'specs'),
  });

// Each case is a small site with one fault: the build must fail and say where and what.
describe('build errors name the file and the fault', () => {
  it('a broken internal link', async () => {
    const r = await build('broken-link');
    expect(r.code).not.toBe(0);
    // The content check names the file's line and column and the link text, once.
    expect(r.output).toContain(
      'broken-link/docs/index.md:6:5: dead link [the missing page](/missing-page): /missing-page is not a page',
    );
    expect(r.output.match(/missing-page\)/g)).toHaveLength(1);
  });
  it('a broken relative Markdown link', async () => {
    const r = await build('broken-md-link');
    expect(r.code).not.toBe(0);
    expect(r.output).toContain(
      'broken-md-link/docs/index.md:6:5: dead link [a sibling](./not-there.md): /not-there is not a page',
    );
  });
  it('two files producing one route', async () => {
    const r = await build('duplicate-route');
    expect(r.code).not.toBe(0);
    expect(r.output).toContain('duplicate route /guide');
    expect(r.output).toMatch(/docs\/guide\.md/);
    expect(r.output).toMatch(/docs\/guide\/index\.md/);
  });
  it('a generated API page taking a hand-written page route', async () => {
    const r = await build('generated-collision');
    expect(r.code).not.toBe(0);
    expect(r.output).toContain('duplicate route /iiq/api');
    expect(r.output).toMatch(/docs\/iiq\/api\/index\.md/);
  });
  it('an unresolvable $ref in a spec', async () => {
    const r = await build('broken-ref');
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(
      /OpenAPI spec error: .*iiq\.yaml:\d+ \(at #\/paths\/~1Users\/get\/responses\/200\/content\/application~1json\/schema\)/,
    );
    expect(r.output).toMatch(/resolve/i);
  });
  it('a page module without a default export', async () => {
    const r = await build('no-default-export');
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(
      /no-default-export\/docs\/widget\.tsx|docs\/widget\.tsx: a page module must default-export a component/,
    );
  });
  it('a broken API list (apis.yaml)', async () => {
    const r = await build('broken-api-list');
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(
      /broken-api-list\/specs\/apis\.yaml:5: entry 2 \(accounts-v2\.yaml\): field "file" names .*accounts-v2\.yaml, which does not exist/,
    );
    expect(r.output).toMatch(
      /entry 2 \(accounts-v2\.yaml\): field "product" "crm" is not one of idn, iiq, nerm/,
    );
    expect(r.output).toMatch(
      /entry 2 \(accounts-v2\.yaml\): field "base" "\/idn\/api\/v1" is already used by entry 1/,
    );
  });
  it('a Swagger 2.0 spec the converter refuses', async () => {
    const r = await build('unconvertible-swagger');
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(
      /OpenAPI spec error: .*unconvertible-swagger\/specs\/iiq\.yaml: cannot convert Swagger 2\.0 to OpenAPI 3: Duplicate sanitised parameter name page_size/,
    );
  });
  it('invalid YAML in a spec', async () => {
    const r = await build('invalid-yaml');
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(/OpenAPI spec error: .*nerm\.yaml:\d+.*invalid YAML/);
  });
  it('invalid YAML in a split spec file: that file, its wrong line, the lines around it', async () => {
    const r = await build('invalid-split-yaml');
    expect(r.code).not.toBe(0);
    expect(r.output).toMatch(
      /OpenAPI spec error: .*invalid-split-yaml\/specs\/iiq\/paths\/users\.yaml:6: invalid YAML: bad indentation of a mapping entry/,
    );
    expect(r.output).toContain('> 6 |    x-note: one space too few');
    expect(r.output).not.toMatch(/Can't resolve/);
  });
});
