import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The content rules are a plugin of their own: nothing they import (directly or not) may import
// them back, and no two of their modules import each other in a circle.
const ROOT = path.resolve(__dirname, '..', '..');
const HERE = path.relative(ROOT, __dirname);
const IMPORT = /^(?:import|export)(?!\s+type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec);
  for (const c of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base])
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return undefined;
}

/** Relative runtime imports of a module (type-only imports are erased and cannot form a cycle). */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .map((m) => resolve(file, m[1]!))
    .filter((f): f is string => !!f && /\.tsx?$/.test(f));
}

/** A cycle through `start`, as a list of files, or undefined. */
function cycleFrom(start: string): string[] | undefined {
  const stack: string[] = [];
  const seen = new Set<string>();
  const visit = (f: string): string[] | undefined => {
    if (stack.includes(f)) return [...stack.slice(stack.indexOf(f)), f];
    if (seen.has(f)) return undefined;
    seen.add(f);
    stack.push(f);
    for (const d of imports(f)) {
      const c = visit(d);
      if (c) return c;
    }
    stack.pop();
    return undefined;
  };
  return visit(start);
}

const modules = fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.join(__dirname, f));

describe('the content rules import no cycle', () => {
  it('no module of plugins/content-rules/ reaches itself through its imports', () => {
    const cycles = modules
      .map(cycleFrom)
      .filter((c): c is string[] => !!c)
      .map((c) => c.map((f) => path.relative(ROOT, f)).join(' → '));
    expect(cycles).toEqual([]);
  });
  it('what they import outside their folder does not import them back', () => {
    const outside = new Set(
      modules.flatMap(imports).filter((f) => !path.relative(ROOT, f).startsWith(HERE)),
    );
    const back: string[] = [];
    const seen = new Set<string>();
    const walk = (f: string, via: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const d of imports(f)) {
        if (path.relative(ROOT, d).startsWith(HERE))
          back.push(`${via} → ${path.relative(ROOT, d)}`);
        else walk(d, via);
      }
    };
    for (const f of outside) walk(f, path.relative(ROOT, f));
    expect(back).toEqual([]);
  });
});
