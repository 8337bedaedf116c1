// Every package the code imports is declared in the package.json that installs it: a package
// that only arrives as another one's dependency can vanish with that package's next release
// (or differ between npm versions), and `npm ci` on a clean clone would then break the build.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'doc_build',
  '.generated',
  '.rspress',
  'fixtures',
  'artifacts',
  'results',
]);
// Static imports, re-exports, dynamic imports and require calls with a literal specifier.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([@\w.:/-][^'"\s]*)\1/g;
const BUILTINS = new Set(builtinModules);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') && e.name !== '.ci') return [];
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : walk(full);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for relative, builtin and virtual ids. */
export function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:')) return null;
  // Virtual modules the build provides (Rspress's and the portal's own aliases).
  if (/^(?:@portal-generated|@portal\/|@theme|@rspress\/runtime\/|virtual-|@\/)/.test(specifier))
    return specifier.startsWith('@rspress/runtime/') ? '@rspress/core' : null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return BUILTINS.has(name) ? null : name;
}

function declared(pkgFile: string): Set<string> {
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  return new Set([
    pkg.name as unknown as string,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
  ]);
}

/** Packages imported by the files under `dirs` that `pkgFile` does not declare, with a file each. */
function undeclared(dirs: string[], pkgFile: string, also: Set<string> = new Set()): string[] {
  const known = declared(pkgFile);
  const missing = new Map<string, string>();
  for (const dir of dirs) {
    const full = path.join(root, dir);
    if (!fs.existsSync(full)) continue;
    const files = fs.statSync(full).isFile() ? [full] : walk(full);
    for (const file of files) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const name = packageOf(m[2]!);
        // A type-only package (`import type { Root } from 'mdast'`) is declared as @types/<name>.
        const typesName = `@types/${name?.replace(/^@(.*)\//, '$1__')}`;
        if (
          name &&
          !known.has(name) &&
          !known.has(typesName) &&
          !also.has(name) &&
          !missing.has(name)
        )
          missing.set(name, path.relative(root, file));
      }
    }
  }
  return [...missing].map(([name, file]) => `${name} (imported by ${file})`).sort();
}

describe('declared dependencies', () => {
  it('maps specifiers to package names', () => {
    expect(packageOf('@rspress/core/theme')).toBe('@rspress/core');
    expect(packageOf('unist-util-visit')).toBe('unist-util-visit');
    expect(packageOf('lodash-es/debounce')).toBe('lodash-es');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
    expect(packageOf('./x')).toBeNull();
    expect(packageOf('@portal-generated/apis.json')).toBeNull();
  });

  it('the site, its tests and its scripts import only packages of package.json', () => {
    const dirs = [
      'plugins',
      'theme',
      'common',
      'config',
      'docs',
      'tests',
      'deploy',
      '.ci',
      'examples',
    ];
    const files = fs.readdirSync(root).filter((f) => SOURCE.test(f));
    expect(undeclared([...dirs, ...files], path.join(root, 'package.json'))).toEqual([]);
  });

  it('every npm script starts with node, npm or a command of a declared package', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const commands = new Set(['node', 'npm', 'npx']);
    for (const name of declared(path.join(root, 'package.json'))) {
      const file = path.join(root, 'node_modules', name, 'package.json');
      if (!fs.existsSync(file)) continue;
      const { bin } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        bin?: string | Record<string, string>;
      };
      if (typeof bin === 'string') commands.add(name.replace(/^@.*\//, ''));
      else for (const b of Object.keys(bin ?? {})) commands.add(b);
    }
    const unknown = Object.entries(pkg.scripts).flatMap(([script, line]) =>
      line
        .split(/&&|\|\||;/)
        .map(
          (part) =>
            part
              .trim()
              .split(/\s+/)
              .find((w) => !/^\w+=/.test(w)) ?? '',
        )
        .filter((cmd) => cmd && !commands.has(cmd))
        .map((cmd) => `${script}: ${cmd}`),
    );
    expect(unknown).toEqual([]);
  });

  it('the benchmarks import only packages of package.json or bench/package.json', () => {
    const site = declared(path.join(root, 'package.json'));
    expect(undeclared(['bench'], path.join(root, 'bench/package.json'), site)).toEqual([]);
  });
});
