// The import graph's rules (issue 36; oxlint's import/no-cycle covers the cycles): a build loads
// no dev code, plugins/shared/ is the ground the feature plugins stand on, and the theme's
// components link through the portal's one Link; and the one prototype patch stays the one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP_DIRS = new Set(['node_modules', 'fixtures']);

/** Source files under `dir` (relative to the root, `/`-separated), tests and declarations left out. */
function sources(dir: string): string[] {
  const full = path.join(root, dir);
  if (fs.statSync(full).isFile()) return [dir];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : sources(rel);
    return SOURCE.test(e.name) && !/\.(test|e2e|build)\.[jt]sx?$|\.d\.[cm]?ts$/.test(e.name)
      ? [rel]
      : [];
  });
}

// Static imports, re-exports and dynamic imports with a literal specifier; `import type` and
// `export type` are left out (erased: nothing is loaded at run time).
const SPECIFIER =
  /(?:^|[;\n}])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?(['"])([^'"\n]+)\1|\bimport\s*\(\s*(['"])([^'"\n]+)\3\s*\)/g;

/** What a module imports: relative specifiers resolved to files (relative to the root), packages as they are. */
export function importsOf(file: string, text = fs.readFileSync(path.join(root, file), 'utf8')) {
  const out: string[] = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[2] ?? m[4]!;
    if (!spec.startsWith('.')) {
      out.push(spec);
      continue;
    }
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const hit = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'].find((ext) => {
      const f = path.join(root, base + ext);
      return fs.existsSync(f) && fs.statSync(f).isFile();
    });
    out.push(hit === undefined ? base : base + hit);
  }
  return out;
}

/** Dev code: the dev server's plugin and the API reference's dev loop. */
const isDev = (f: string) =>
  f.startsWith('plugins/dev/') || f.startsWith('plugins/openapi/dev-loop/');
/**
 * The two places that wire the dev loop in, for `rspress dev` only: the plugin assembly
 * (devPlugin, apiDevLoop) and the config (the last good API list while apis.yaml is broken).
 */
const ASSEMBLY = new Set(['plugins/index.ts', 'rspress.config.ts']);

describe('the import graph', () => {
  const production = [
    ...sources('plugins'),
    ...sources('common'),
    ...sources('config'),
    ...sources('theme'),
    'rspress.config.ts',
  ].filter((f) => !isDev(f) && !ASSEMBLY.has(f));

  it('reads the imports it checks (a rule that sees nothing could not fail)', () => {
    expect(importsOf('plugins/index.ts')).toContain('plugins/dev/index.ts');
    expect(importsOf('plugins/index.ts')).toContain('plugins/openapi/dev-loop/index.ts');
    expect(
      importsOf(
        'x/a.ts',
        "import type { A } from './b';\nexport { c } from './c';\nimport('./d');",
      ),
    ).toEqual(['x/c', 'x/d']);
    expect(production).toContain('plugins/openapi/generate.ts');
    expect(production.length).toBeGreaterThan(200);
  });

  it('production code imports nothing from plugins/dev/ or the dev loop (plugins/openapi/dev-loop/)', () => {
    const offenders = production.flatMap((f) =>
      importsOf(f)
        .filter(isDev)
        .map((dep) => `${f} → ${dep}`),
    );
    expect(offenders).toEqual([]);
  });

  it('nothing in plugins/shared/ imports a feature plugin (types included)', () => {
    const offenders = sources('plugins/shared').flatMap((f) => {
      const text = fs.readFileSync(path.join(root, f), 'utf8');
      // Type imports too: a shared type defined in a feature plugin still ties the ground to it.
      const all = importsOf(f, text.replace(/\b(import|export)\s+type\b/g, '$1'));
      return all
        .filter((dep) => dep.startsWith('plugins/') && !dep.startsWith('plugins/shared/'))
        .map((dep) => `${f} → ${dep}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every component links through the portal’s Link (theme/components/Link.tsx), never Rspress’s', () => {
    const files = [...sources('theme'), ...sources('docs').filter((f) => f.endsWith('.tsx'))];
    const offenders = files.filter((f) => {
      const text = fs.readFileSync(path.join(root, f), 'utf8');
      // Rspress's own Link or navigate hook. `@theme` and `@rspress/core/theme` are the portal's
      // theme (theme/index.tsx, Rsbuild's alias), so its Link; the `-original` entries bypass it.
      return /import\s*\{[^}]*\b(Link|useLinkNavigate)\b[^}]*\}\s*from\s*['"](@rspress\/core\/theme-original|@theme-original|@rspress\/theme-default)['"]/.test(
        text,
      );
    });
    expect(offenders).toEqual([]);
  });
});

describe('seams', () => {
  it('patches no prototype but unified’s parse for Rspress’s page list (ARCHITECTURE.md, "Seams below Rspress")', () => {
    const files = [...sources('plugins'), ...sources('theme'), ...sources('common')];
    const patching = files.filter((f) =>
      /getPrototypeOf\(|\.prototype\.\w+\s*=(?!=)|__proto__/.test(
        fs.readFileSync(path.join(root, f), 'utf8'),
      ),
    );
    expect(patching).toEqual(['plugins/rspress-page-data/page-list-parse.ts']);
  });
});
