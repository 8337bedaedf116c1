import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '@redocly/openapi-core';
import { codeBlocks } from '../../plugins/shared/markdown-text';
import { REPO_ROOT } from '../lib/shared';

// The transform operation pages must agree with the Transform schema of specs/ (issue 6).
const schema = parseYaml(
  fs.readFileSync(path.join(REPO_ROOT, 'specs/idn/schemas/Transform.yaml'), 'utf8'),
) as {
  properties: {
    type: { enum: string[] };
    attributes: { properties: Record<string, { type?: string; oneOf?: Array<{ type: string }> }> };
  };
};
/**
 * Types the vendor documents but its own API spec does not list (`join`), so neither does the
 * portal's Transform schema; only the pages named here may use them.
 */
const NOT_IN_PORTAL_SPEC: Record<string, string[]> = {
  join: ['join.md'],
};
const TYPES = new Set(schema.properties.type.enum);
const SHARED_ATTRS = schema.properties.attributes.properties;
const DIR = path.join(REPO_ROOT, 'docs/idn/docs/transforms/operations');
const pages = fs.readdirSync(DIR).filter((f) => f.endsWith('.md'));

/** Transform objects in an example: `type` plus `attributes`, or only transform keys (not provisioning fields). */
function transformTypes(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => transformTypes(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o);
    const transformKeys = new Set([
      'type',
      'name',
      'id',
      'internal',
      'attributes',
      'requiresPeriodicRefresh',
    ]);
    const provisioningField = 'isRequired' in o || 'isMultiValued' in o || 'transform' in o;
    if (
      typeof o.type === 'string' &&
      !provisioningField &&
      ('attributes' in o || keys.every((k) => transformKeys.has(k)))
    )
      out.push(o.type);
    Object.values(o).forEach((v) => transformTypes(v, out));
  }
  return out;
}

const typesOf = (attr: { type?: string; oneOf?: Array<{ type: string }> }) =>
  attr.oneOf ? attr.oneOf.map((o) => o.type) : [attr.type ?? 'any'];

describe('transform operation pages agree with specs/idn/schemas/Transform.yaml', () => {
  it('documents all 39 operations the vendor documents', () => {
    expect(pages).toHaveLength(39);
    for (const slug of ['display-name', 'join', 'rfc-5646']) expect(pages).toContain(`${slug}.md`);
  });
  for (const page of pages) {
    it(page, () => {
      const text = fs.readFileSync(path.join(DIR, page), 'utf8');
      const json = codeBlocks(text).filter((b) => b.lang === 'json');
      expect(json.length, 'at least two JSON examples').toBeGreaterThanOrEqual(2);
      // Every transform object in the examples uses a type the API accepts.
      const used = json.flatMap((b) => transformTypes(JSON.parse(b.code)));
      expect(used.length).toBeGreaterThan(0);
      expect(used.filter((t) => !TYPES.has(t) && !NOT_IN_PORTAL_SPEC[t]?.includes(page))).toEqual(
        [],
      );
      // The attribute table exists, and the attributes the schema shares are typed as the schema types them.
      const table =
        text.match(/^\| Name \| Type \| Required \| Description \|$([\s\S]*?)^(?!\|)/m)?.[1] ?? '';
      expect(table, 'an attributes table').not.toBe('');
      for (const [name, attr] of Object.entries(SHARED_ATTRS)) {
        const row = table.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
        if (!row) continue;
        const docType = row.split('|')[2]!.trim().toLowerCase();
        expect(
          typesOf(attr).some((t) => docType.includes(t)),
          `${name}: "${docType}" vs ${typesOf(attr).join('/')}`,
        ).toBe(true);
      }
    });
  }
});

describe('transform operation pages are sourced from the vendor page of the same slug', () => {
  for (const page of pages) {
    it(page, () => {
      const text = fs.readFileSync(path.join(DIR, page), 'utf8');
      const front = text.split(/^---$/m)[1] ?? '';
      expect(front).toContain(
        `sailpoint-oss/developer.sailpoint.com/docs/extensibility/transforms/operations/${page}`,
      );
      expect(front).toMatch(/^verified: \d{4}-\d{2}-\d{2}$/m);
    });
  }
  it('rule transforms call rules of type Transform (the vendor requires it), not Generic', () => {
    const text = fs.readFileSync(path.join(DIR, 'rule.md'), 'utf8');
    expect(text).toContain('type="Transform"');
    expect(text).not.toContain('type="Generic"');
  });
});
