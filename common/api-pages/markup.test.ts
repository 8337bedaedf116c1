import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_PAGE, knownApiClasses, methodClass, SIDEBAR, TABS } from './markup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function cssFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) cssFiles(p, out);
    else if (e.name.endsWith('.css')) out.push(p);
  }
  return out;
}

/** The `api-*` classes a stylesheet's selectors name (custom properties such as `--api-x` are not classes). */
const apiClassesIn = (css: string) =>
  new Set(
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(api-[A-Za-z0-9_-]+)/g)].map((m) => m[1]!),
  );

describe('markup contract', () => {
  it('knows every api-* class the stylesheets style', () => {
    const known = knownApiClasses();
    const unknown: string[] = [];
    for (const file of cssFiles(path.join(ROOT, 'theme'))) {
      for (const c of apiClassesIn(fs.readFileSync(file, 'utf8')))
        if (!known.has(c)) unknown.push(`${path.relative(ROOT, file)}: .${c}`);
    }
    expect(unknown).toEqual([]);
  });
  it('the stylesheets style the layout, the tabs and the sidebar it names', () => {
    const css = cssFiles(path.join(ROOT, 'theme'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    for (const c of [
      API_PAGE.layout,
      API_PAGE.head,
      API_PAGE.main,
      API_PAGE.panel,
      API_PAGE.sticky,
      TABS.root,
      TABS.list,
      TABS.tab,
      TABS.panel,
      SIDEBAR.nav,
      SIDEBAR.group,
      SIDEBAR.item,
      SIDEBAR.badge,
    ]) {
      expect(css, c).toMatch(new RegExp(`\\.${c}(?![A-Za-z0-9_-])`));
    }
  });
  it('writes a method badge as two classes', () => {
    expect(methodClass('GET')).toBe('api-method api-method--get');
  });
});
