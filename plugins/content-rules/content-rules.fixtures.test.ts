import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkPage, formatProblem, type SpecsByVersion } from './check-page';
import { specOperations } from './spec-operations';
import { loadVendorRules, vendorSkipMessage } from './vendor-rules';

// One fixture page per rule that reads the vendor snapshot, the specs or the prose, each
// breaking it, checked against a miniature snapshot (fixtures/vendor/), so these tests need
// nothing outside the repository.
const FIXTURES = path.join(__dirname, 'fixtures');
const shown = (name: string) => `plugins/content-rules/fixtures/docs/idn/docs/${name}`;
const doc = parse(fs.readFileSync(path.join(FIXTURES, 'specs/api.yaml'), 'utf8')) as Record<
  string,
  unknown
>;
const specs: SpecsByVersion = new Map([
  [
    'v3',
    {
      name: 'api.yaml',
      ops: specOperations(doc),
      components: (doc.components as { schemas: Record<string, unknown> }).schemas,
    },
  ],
]);
const { rules: vendor } = loadVendorRules({
  repoRoot: FIXTURES,
  specsDir: path.join(FIXTURES, 'specs'),
  env: { VENDOR_DIR: 'vendor', VENDOR_SPECS_DIRS: 'no-vendor-specs' },
  allowFile: path.join(FIXTURES, 'no-allow-list.txt'),
});

function check(name: string): string[] {
  const file = path.join(FIXTURES, 'docs/idn/docs', name);
  return checkPage(shown(name), fs.readFileSync(file, 'utf8'), {
    minWords: 0,
    routeExists: () => true,
    route: `/idn/docs/${name.replace(/\.md$/, '')}`,
    relPath: `idn/docs/${name}`,
    today: '2026-11-27',
    specs,
    vendor,
  }).map(formatProblem);
}

const WHY =
  "the portal is the product's own documentation; state the fact or what the reader does, without naming the vendor, this portal or another site's page as its source";
const SOURCES = (n: number) =>
  `is in none of the page's sources (${n} cited file${n === 1 ? '' : 's'}, the specs; plugins/content-rules/identifier-allow.txt for a name the page defines)`;

describe('content rules over their fixture pages (file:line:col: message)', () => {
  it('loads the miniature snapshot', () => expect(vendor).not.toBeNull());
  it('citations resolve: a path files.txt lacks (with the nearest one), a spec file that does not exist', () => {
    expect(check('citations.md')).toEqual([
      `${shown('citations.md')}:7:5: source "sailpoint-oss/developer.sailpoint.com/docs/event-triggers/identity-created.md" is not a file of the vendor snapshot (plugins/content-rules/fixtures/vendor/files.txt); did you mean "sailpoint-oss/developer.sailpoint.com/docs/triggers/identity-created.md"?`,
      `${shown('citations.md')}:9:5: source "specs/missing.yaml" is not a file of this repository's specs/`,
    ]);
  });
  it('verified is not before the snapshot of a cited repository', () => {
    expect(check('verified.md')).toEqual([
      `${shown('verified.md')}:7:1: verified 2026-01-15 is before the snapshot of sailpoint-oss/sailpoint-cli (2026-02-11, plugins/content-rules/fixtures/vendor/commits.txt) the page cites: check the page against the snapshot and set the day you did`,
    ]);
  });
  it('identifiers found in their sources: spans, flags and JSON "type" values; placeholders and the example\'s own names pass', () => {
    expect(check('identifiers.md')).toEqual([
      `${shown('identifiers.md')}:13:61: identifier \`identityID\` ${SOURCES(2)}`,
      `${shown('identifiers.md')}:15:45: identifier \`expiration\` (of \`--expiration\`) ${SOURCES(2)}`,
      `${shown('identifiers.md')}:22:12: identifier \`IDENTITY_PROFILE\` ${SOURCES(2)}`,
    ]);
  });
  it('an allow-list entry for the page lets an identifier pass', () => {
    const allowed = {
      ...vendor!,
      allow: [
        { scope: '/idn/docs/identifiers', identifier: 'identityID', reason: 'test', line: 1 },
      ],
    };
    const file = path.join(FIXTURES, 'docs/idn/docs/identifiers.md');
    const problems = checkPage(shown('identifiers.md'), fs.readFileSync(file, 'utf8'), {
      minWords: 0,
      routeExists: () => true,
      route: '/idn/docs/identifiers',
      relPath: 'idn/docs/identifiers.md',
      today: '2026-11-27',
      vendor: allowed,
    });
    expect(problems.map((p) => p.line)).toEqual([15, 22]);
  });
  it('examples the API accepts: a read-only property and an enum in a request body, a type in a response example', () => {
    expect(check('examples.md')).toEqual([
      `${shown('examples.md')}:17:1: request body of POST /v3/transforms does not match api.yaml (POST /transforms): /id is read-only: the API sets it; /type must be one of "lower", "upper"`,
      `${shown('examples.md')}:23:1: response example of POST /v3/transforms does not match api.yaml (POST /transforms): /internal must be boolean`,
    ]);
  });
  it('one voice: frontmatter texts, prose and tables, not code', () => {
    expect(check('voice.md')).toEqual([
      `${shown('voice.md')}:3:1: description: "The vendor": ${WHY}`,
      `${shown('voice.md')}:12:21: "is missing from this portal": ${WHY}`,
      `${shown('voice.md')}:12:66: "the vendor": ${WHY}`,
      `${shown('voice.md')}:16:16: "SailPoint's documentation": ${WHY}`,
    ]);
  });
  it('without the snapshot the snapshot rules are skipped, and the message names the folder', () => {
    const r = loadVendorRules({
      repoRoot: FIXTURES,
      specsDir: path.join(FIXTURES, 'specs'),
      env: { VENDOR_DIR: 'no-such-vendor' },
    });
    expect(r.rules).toBeNull();
    expect(vendorSkipMessage(r.dir)).toContain('plugins/content-rules/fixtures/no-such-vendor');
  });
});
