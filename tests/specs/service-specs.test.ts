import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../plugins/openapi/load-spec';
import { deref } from '../../plugins/openapi/resolve-ref';
import type { OpenApiDocument } from '../../plugins/openapi/types';
import { REPO_ROOT, SHARED_DIR, SHARED_NOTE } from '../lib/shared';

// The portal's per-service specs (specs/services/<service>/openapi.yaml, split, with files of
// specs/services/shared/ reached through `../shared/…` refs) load with the engine's loader, and
// each publishes exactly the operations of the same service's published spec.
const SERVICES = path.join(REPO_ROOT, 'specs/services');
const VENDOR = path.join(SHARED_DIR, 'specs/services');
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

const services = fs
  .readdirSync(SERVICES, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(SERVICES, d.name, 'openapi.yaml')))
  .map((d) => d.name)
  .sort();

/** `METHOD path operationId`, one per operation. */
function operations(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths ?? {})
    .flatMap(([route, item]) =>
      Object.entries(item as Record<string, { operationId?: string }>)
        .filter(([m]) => METHODS.includes(m))
        .map(([m, op]) => `${m.toUpperCase()} ${route} ${op.operationId ?? '(no operationId)'}`),
    )
    .sort();
}

/**
 * The checkable facts of each operation, by `METHOD path`: parameters (in, name, required, type),
 * request body media types and whether the body is required, response status codes and media
 * types, and the security requirements.
 */
function contracts(doc: OpenApiDocument): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [route, item] of Object.entries(doc.paths ?? {}))
    for (const [m, raw] of Object.entries(item as Record<string, unknown>)) {
      if (!METHODS.includes(m)) continue;
      const op = raw as {
        parameters?: unknown[];
        requestBody?: { required?: boolean; content?: Record<string, unknown> };
        responses?: Record<string, unknown>;
        security?: unknown;
      };
      const facts: string[] = [];
      for (const p of op.parameters ?? []) {
        const param = deref<{ in: string; name: string; required?: boolean; schema?: unknown }>(doc, p as never);
        const schema = deref<{ type?: string }>(doc, param?.schema as never);
        facts.push(`param ${param?.in}:${param?.name}${param?.required ? '*' : ''}:${schema?.type ?? '?'}`);
      }
      const body = deref<{ required?: boolean; content?: Record<string, unknown> }>(doc, op.requestBody as never);
      if (body) facts.push(`body${body.required ? '*' : ''} ${Object.keys(body.content ?? {}).sort().join(',')}`);
      for (const [code, r] of Object.entries(op.responses ?? {})) {
        const resp = deref<{ content?: Record<string, unknown> }>(doc, r as never);
        facts.push(`${code} ${Object.keys(resp?.content ?? {}).sort().join(',')}`);
      }
      facts.push(`security ${JSON.stringify(op.security ?? null)}`);
      out.set(`${m.toUpperCase()} ${route}`, facts.sort());
    }
  return out;
}

/** Every `$ref` of a bundled document that does not resolve to an object, with its JSON pointer. */
function unresolvedRefs(doc: OpenApiDocument): string[] {
  const bad: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && !deref(doc, node as { $ref: string }))
      bad.push(`${at}: ${ref}`);
    for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
  };
  walk(doc, '#');
  return bad;
}

describe('per-service specs', () => {
  it('are there: the services of the reference at least', () => {
    expect(services).toEqual(expect.arrayContaining(['access-profiles', 'identities', 'sources', 'transforms']));
  });
  for (const service of services) {
    const file = path.join(SERVICES, service, 'openapi.yaml');
    it(`${service}: loads with the engine's loader, every $ref resolved, shared files reached`, async () => {
      const spec = await loadSpec(file);
      expect(unresolvedRefs(spec.doc)).toEqual([]);
      const shared = spec.files.filter((f) => f.startsWith(path.join(SERVICES, 'shared') + path.sep));
      expect(shared.length).toBeGreaterThan(0);
      expect(operations(spec.doc).length).toBeGreaterThan(0);
    });
    it(`${service}: every operation has a summary, a description, a tag and an example`, async () => {
      const { doc } = await loadSpec(file);
      const weak: string[] = [];
      for (const [route, item] of Object.entries(doc.paths ?? {}))
        for (const [m, raw] of Object.entries(item as Record<string, unknown>)) {
          if (!METHODS.includes(m)) continue;
          const op = raw as Record<string, unknown>;
          const text = JSON.stringify(op);
          if (!op.summary || !op.description || !(op.tags as unknown[] | undefined)?.length || !text.includes('"example'))
            weak.push(`${m.toUpperCase()} ${route}`);
        }
      expect(weak).toEqual([]);
    });
    it(`${service}: links in descriptions lead to pages (and headings) of the site`, () => {
      const dead: string[] = [];
      const dir = path.join(SERVICES, service);
      const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
      for (const f of files)
        for (const [, route, anchor] of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/\]\((\/[^)#\s]*)(?:#([^)\s]+))?\)/g)) {
          const page = [`docs${route}.md`, `docs${route}/index.md`].map((p) => path.join(REPO_ROOT, p)).find((p) => fs.existsSync(p));
          const slugs = page
            ? [...fs.readFileSync(page, 'utf8').matchAll(/^#+\s+(.+)$/gm)].map((m) => m[1]!.trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/\s+/g, '-'))
            : [];
          if (!page || (anchor && !slugs.includes(anchor))) dead.push(`${f}: ${route}${anchor ? `#${anchor}` : ''}`);
        }
      expect(dead).toEqual([]);
    });
    const vendor = path.join(VENDOR, service, 'openapi.yaml');
    describe.runIf(fs.existsSync(vendor))(`${service} against ${SHARED_NOTE(`specs/services/${service}`)}`, () => {
      it('publishes the same operations (method, path, operationId)', async () => {
        const ours = operations((await loadSpec(file)).doc);
        const theirs = operations((await loadSpec(vendor)).doc);
        expect(ours.filter((o) => !theirs.includes(o)), 'not in the published spec').toEqual([]);
        expect(theirs.filter((o) => !ours.includes(o)), 'missing here').toEqual([]);
      });
      it('states the same parameters, bodies, status codes and security per operation', async () => {
        const ours = contracts((await loadSpec(file)).doc);
        const theirs = contracts((await loadSpec(vendor)).doc);
        const differing = [...theirs].filter(([k, v]) => JSON.stringify(ours.get(k)) !== JSON.stringify(v)).map(([k, v]) => ({ operation: k, ours: ours.get(k), theirs: v }));
        expect(differing).toEqual([]);
      });
    });
  }
});
