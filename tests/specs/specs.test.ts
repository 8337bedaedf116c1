import fs from 'node:fs';
import path from 'node:path';
import { getTotals, lint, loadConfig } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { projectApis } from '../lib/shared';

const API_SPECS = await projectApis();
import { loadSpec } from '../../plugins/openapi/load-spec';
import { buildModel } from '../../plugins/openapi/model';
import { REPO_ROOT, SHARED_DIR, SHARED_NOTE } from '../lib/shared';

const SPECS = path.join(REPO_ROOT, 'specs');
const MIN_OPERATIONS: Record<string, number> = { 'idn-v3.yaml': 150, 'idn-beta.yaml': 200, 'iiq.yaml': 71, 'nerm.yaml': 60 };
const IDN_REQUIRED = ['createAccessRequest', 'getAccount', 'listSources', 'patchRole', 'deleteSegment', 'approveAccessRequest', 'startCampaign', 'updateSource', 'deleteTransform', 'deleteNonEmployeeSchemaAttribute'];
const IIQ_RESOURCES = [
  ['Account', 'Accounts'], ['Alert', 'Alerts'], ['Application', 'Applications'], ['Entitlement', 'Entitlements'], ['Role', 'Roles'],
  ['Schema', 'Schemas'], ['User', 'Users'], ['Workflow', 'Workflows'], ['LaunchedWorkflow', 'LaunchedWorkflows'],
  ['PolicyViolation', 'PolicyViolations'], ['TaskResult', 'TaskResults'], ['ResourceType', 'ResourceTypes'],
  ['ObjectConfig', 'ObjectConfig'], ['ServiceProviderConfig', 'ServiceProviderConfig'],
] as const;

const operationIds = async (file: string) => {
  const cfg = API_SPECS.find((s) => s.file === file)!;
  return buildModel((await loadSpec(path.join(SPECS, file))).doc, { landingSlug: cfg.landing }).operations;
};

describe('project specs', () => {
  for (const file of Object.keys(MIN_OPERATIONS)) {
    it(`${file} lints with Redocly's recommended rules without errors`, async () => {
      const config = await loadConfig({ configPath: path.join(REPO_ROOT, 'redocly.yaml') });
      const problems = await lint({ ref: path.join(SPECS, file), config });
      const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
      expect(errors.slice(0, 10)).toEqual([]);
      expect(getTotals(problems).errors).toBe(0);
    });
    it(`${file} has at least ${MIN_OPERATIONS[file]} operations, each with summary, description, tag and examples`, async () => {
      const ops = await operationIds(file);
      expect(ops.length).toBeGreaterThanOrEqual(MIN_OPERATIONS[file]!);
      const weak = ops.filter((o) => !o.op.summary || !o.op.description || !o.op.tags?.length).map((o) => o.operationId ?? o.path);
      expect(weak).toEqual([]);
    });
  }
  it('the named IDN operations exist in both v3 and beta', async () => {
    for (const file of ['idn-v3.yaml', 'idn-beta.yaml']) {
      const ids = new Set((await operationIds(file)).map((o) => o.operationId));
      expect(IDN_REQUIRED.filter((id) => !ids.has(id)), file).toEqual([]);
    }
  });
  it('IIQ has create, list, get-by-id, update and delete for every resource, plus checkPolicyViolations', async () => {
    const ids = new Set((await operationIds('iiq.yaml')).map((o) => o.operationId));
    const expected = IIQ_RESOURCES.flatMap(([one, many]) => [`create${one}`, `get${many}`, `get${one}ById`, `update${one}`, `delete${one}`]);
    expected.push('checkPolicyViolations');
    expect(expected.filter((id) => !ids.has(id))).toEqual([]);
  });
  // Issue 38: the version index and the sidebar list the categories in the model's order (the spec's).
  it('the IDN specs declare their categories A–Z, so the index and the sidebar list them A–Z', async () => {
    for (const file of ['idn-v3.yaml', 'idn-beta.yaml']) {
      const cfg = API_SPECS.find((s) => s.file === file)!;
      const names = buildModel((await loadSpec(path.join(SPECS, file))).doc, { landingSlug: cfg.landing }).tags.map((t) => t.name);
      expect(names, file).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });
  it('NERM has the advanced-search operations', async () => {
    const ids = new Set((await operationIds('nerm.yaml')).map((o) => o.operationId));
    expect(['runAdvancedSearch', 'runAdvancedSearchbyID'].filter((id) => !ids.has(id))).toEqual([]);
  });
});

// Facts may match the public specs; sentences may not. Any 60+ character sentence (five or
// more words) of ../shared/specs/sailpoint, or of the per-service specs of ../shared/specs/services,
// appearing verbatim in specs/ (services/ included) fails.
const PUBLIC = path.join(SHARED_DIR, 'specs/sailpoint');
const PER_SERVICE = path.join(SHARED_DIR, 'specs/services');
describe.runIf(fs.existsSync(PUBLIC))(`no prose copied from the public specs (${SHARED_NOTE('specs/sailpoint')})`, () => {
  const normalize = (s: string) => s.replace(/\s+/g, ' ').trim();
  const sentencesOf = (text: string) =>
    text
      .split(/(?<=[.!?])\s+|\n\s*\n/)
      .map(normalize)
      .filter((s) => s.length >= 60 && s.split(' ').length >= 5);
  it('finds no verbatim sentence', () => {
    const ours = normalize(
      fs
        .readdirSync(SPECS, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => fs.readFileSync(path.join(SPECS, f), 'utf8').replace(/^\s*(description|summary): [>|]-?\s*$/gm, ''))
        .join('\n'),
    );
    const copied = new Set<string>();
    let checked = 0;
    const publicFiles = [
      ...fs.readdirSync(PUBLIC).map((f) => path.join(PUBLIC, f)),
      ...(fs.existsSync(PER_SERVICE) ? fs.readdirSync(PER_SERVICE, { recursive: true, encoding: 'utf8' }).map((f) => path.join(PER_SERVICE, f)) : []),
    ].filter((f) => f.endsWith('.yaml'));
    for (const abs of publicFiles) {
      const file = path.relative(SHARED_DIR, abs);
      const text = fs.readFileSync(abs, 'utf8');
      // Prose lives in description/summary values; take their text (folded blocks included).
      const values = [...text.matchAll(/(?:description|summary):\s*(?:[>|][-+]?\s*\n((?:[ \t]+.*\n?)+)|(.+))/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/^['"]|['"]$/g, ''));
      for (const v of values)
        for (const s of sentencesOf(v)) {
          checked++;
          if (ours.includes(s)) copied.add(`${file}: ${s.slice(0, 120)}`);
        }
    }
    // The check only means something if it really read the public prose.
    expect(checked).toBeGreaterThan(2000);
    expect([...copied].slice(0, 20)).toEqual([]);
  });
});
