import fs from 'node:fs';
import path from 'node:path';
import { readFrontmatter } from '../../plugins/shared/frontmatter';
import { beforeAll, describe, expect, it } from 'vitest';
import { readApiList } from '../../plugins/apis';
import { compareWithAllowList, readAllowList } from '../../plugins/content-rules/allow-list';
import { listPageFiles } from '../../plugins/shared/docs-routes';
import { findApiCalls } from '../../plugins/content-rules/request-examples';
import {
  checkCall,
  specOperations,
  type SpecOperation,
} from '../../plugins/content-rules/spec-operations';
import { loadSpec } from '../../plugins/openapi/load-spec';
import { REPO_ROOT } from '../lib/shared';

const DOCS = path.join(REPO_ROOT, 'docs');
const SPECS = path.join(REPO_ROOT, 'specs');
const PENDING = path.join(REPO_ROOT, 'tests/content/examples-pending.txt');
const pages = listPageFiles(DOCS).filter(
  (f) => /\.mdx?$/.test(f) && /^(idn|blog)\//.test(f.replace(/\\/g, '/')),
);

// The versions of IDN's default API by version segment (`/idn/api/v3` → v3): idn-v3.yaml,
// idn-beta.yaml; the per-service APIs (an `api` id) are not what guides' `GET /v3/…` calls name.
// Calls to versions the portal has no spec for (the dated v2024, v2025, v2026 APIs) are not
// checked: there is nothing here to check them against.
const specs = new Map<string, { name: string; ops: SpecOperation[] }>();
beforeAll(async () => {
  for (const entry of readApiList(REPO_ROOT, SPECS).entries) {
    if (entry.product !== 'idn' || entry.api) continue;
    const version = entry.base.split('/').pop()!;
    const { doc } = await loadSpec(path.join(SPECS, entry.file));
    specs.set(version, {
      name: entry.file,
      ops: specOperations(doc as unknown as Record<string, unknown>),
    });
  }
}, 60_000);

describe('request examples in guides', () => {
  it('knows the v3 and beta specs', () => {
    expect([...specs.keys()].sort()).toEqual(['beta', 'v3']);
    expect(specs.get('v3')!.ops.length).toBeGreaterThan(100);
  });

  it('every API call a guide shows is an operation of the spec of its version, with filters it accepts (pending pages: tests/content/examples-pending.txt)', async () => {
    const failing = new Map<string, string[]>();
    let checked = 0;
    for (const rel of pages) {
      // A turn for the test runner after every page: parsing is slow on a loaded machine.
      await new Promise((resolve) => setImmediate(resolve));
      const source = fs.readFileSync(path.join(DOCS, rel), 'utf8');
      const { body: content, bodyOffset: offset } = readFrontmatter(source);
      // File line = body line + the frontmatter's lines.
      const problems: string[] = [];
      for (const call of findApiCalls(content)) {
        const spec = specs.get(call.version);
        if (!spec) continue;
        checked++;
        for (const p of checkCall(call, spec.ops, spec.name))
          problems.push(`docs/${rel}:${call.line + offset}: ${p}`);
      }
      if (problems.length) failing.set(rel, problems);
    }
    expect(checked).toBeGreaterThan(20);
    const report = compareWithAllowList({
      failing,
      listed: readAllowList(PENDING),
      pages,
      listName: 'tests/content/examples-pending.txt',
    }).map((m) => m.replace(/^[^:]+\.mdx?: (docs\/)/, '$1'));
    expect(report, report.join('\n')).toEqual([]);
  }, 300_000); // every page parsed with the Markdown parser: minutes on a loaded machine
});
