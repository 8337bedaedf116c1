import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFixtureBuild } from './build-site';

const FIXTURE = path.join(__dirname, 'fixtures', 'api-versions');

/**
 * A specs folder with its own apis.yaml (three versions of one API, the oldest deprecated):
 * everything follows the list with no other file edited (issue 16).
 */
describe('API versions from a specs folder’s own apis.yaml', () => {
  const r = useFixtureBuild(FIXTURE);
  const { html } = r;

  it('builds, and warns about the spec the list leaves out', () => {
    expect(r.code, r.output.slice(-3000)).toBe(0);
    expect(r.output).toMatch(/draft\.yaml is not listed in .*apis\.yaml: it gets no pages/);
  });
  it('lists every version in the IDN navbar menu, in list order', () => {
    const menu = html('/idn/api/v2024').match(/<ul id="nav-menu-idn"[\s\S]*?<\/ul>/)?.[0] ?? '';
    expect([...menu.matchAll(/>(V\d+ APIs)</g)].map((m) => m[1])).toEqual([
      'V2023 APIs',
      'V2024 APIs',
      'V2025 APIs',
    ]);
  });
  it('gives each operation a version menu and the deprecated version a banner', () => {
    const page = html('/idn/api/v2024/list-accounts');
    expect(page).toContain('href="/idn/api/v2023/list-accounts" data-version-key="v2023"');
    expect(page).toContain('href="/idn/api/v2025/list-accounts" data-version-key="v2025"');
    const old = html('/idn/api/v2023/list-accounts');
    expect(old).toContain('The V2023 APIs are deprecated.');
    expect(old).toContain(
      '<a href="/idn/api/v2024/list-accounts">V2024 APIs</a>, the newest stable version',
    );
    expect(html('/idn/api/v2025')).toContain('api-badge--beta');
  });
  it('writes a "What changed" page for each version after the first', () => {
    expect(fs.existsSync(path.join(r.outDir, 'idn/api/v2023/changes.html'))).toBe(false);
    expect(html('/idn/api/v2024/changes')).toContain('What changed in V2024 APIs');
    expect(html('/idn/api/v2025/changes')).toContain('What changed in V2025 APIs');
    expect(html('/idn/api/v2024/changes')).toContain(
      '<a href="/idn/api/v2023/delete-account">Delete an account</a>',
    );
  });
  it('records the versions in site-metadata.json, the search shards, llms.txt and the spec downloads', () => {
    const meta = JSON.parse(fs.readFileSync(path.join(r.outDir, 'site-metadata.json'), 'utf8'));
    expect(
      meta.apiVersions.map((v: { base: string; status: string }) => `${v.base} ${v.status}`),
    ).toEqual(['/idn/api/v2023 deprecated', '/idn/api/v2024 stable', '/idn/api/v2025 beta']);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(r.outDir, 'search/manifest.json'), 'utf8'),
    );
    expect(manifest.shards.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['idn-api-v2023', 'idn-api-v2024', 'idn-api-v2025']),
    );
    const llms = fs.readFileSync(path.join(r.outDir, 'llms.txt'), 'utf8');
    for (const v of ['v2023', 'v2024', 'v2025'])
      expect(llms).toContain(`## IDN API ${v} reference`);
    for (const f of ['accounts-2023.yaml', 'accounts-2024.yaml', 'accounts-2025.yaml'])
      expect(fs.existsSync(path.join(r.outDir, 'api-specs', f))).toBe(true);
    expect(fs.existsSync(path.join(r.outDir, 'api-specs', 'draft.yaml'))).toBe(false);
  });
});
