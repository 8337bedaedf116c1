import fs from 'node:fs';
import path from 'node:path';
import type { NavItem } from '@rspress/core';
import type { ApiEntry } from '../../common/apis/api-list';
import type { Area } from '../../config/areas';

/** spec §5: a page module must default-export a component. */
export function checkPageModules(docsRoot: string, files: string[]): string[] {
  return files
    .filter((f) => /\.(tsx|jsx|ts|js)$/.test(f))
    .filter(
      (f) =>
        !/export\s+default\b|export\s*\{[^}]*\bas\s+default\b/.test(
          fs.readFileSync(path.join(docsRoot, f), 'utf8'),
        ),
    )
    .map(
      (f) =>
        `${path.join(path.basename(docsRoot), f)}: a page module must default-export a component (export default function Page() { … })`,
    );
}

/** A navbar item is a link (`text` + `link`) or a menu (`items`); anything else is an unknown type. */
export function checkNav(items: unknown[], where = 'config/nav.ts'): string[] {
  const problems: string[] = [];
  const walk = (list: unknown[], trail: string) => {
    list.forEach((raw, i) => {
      const item = raw as Partial<NavItem> & Record<string, unknown>;
      const label = `${trail}${typeof item?.text === 'string' ? item.text : `#${i + 1}`}`;
      const hasLink = typeof item?.link === 'string';
      const hasItems = Array.isArray(item?.items);
      if (!item || typeof item !== 'object' || (!hasLink && !hasItems)) {
        problems.push(
          `${where}: navbar item "${label}" has an unknown type (give it a \`link\`, or \`items\` for a menu)`,
        );
        return;
      }
      if (hasLink && typeof item.text !== 'string')
        problems.push(`${where}: navbar link "${label}" needs a \`text\``);
      if (hasItems) walk(item.items as unknown[], `${label} › `);
    });
  };
  walk(items, '');
  return problems;
}

interface SidebarEntry {
  text?: string;
  link?: string;
  items?: SidebarEntry[];
}

/** Every sidebar link must lead to a page. */
export function checkSidebarLinks(
  sidebars: Record<string, SidebarEntry[]>,
  routeExists: (r: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const [key, items] of Object.entries(sidebars)) {
    const walk = (list: SidebarEntry[]) => {
      for (const e of list) {
        if (e.link && !/^https?:/.test(e.link) && !routeExists(e.link.replace(/\.html$/, ''))) {
          problems.push(
            `sidebar "${key}": "${e.text ?? e.link}" links to ${e.link}, which is not a page`,
          );
        }
        if (e.items) walk(e.items);
      }
    };
    walk(items);
  }
  return problems;
}

/** Sidebar ids used by the API specs, and the doc ids of the version records, must exist. */
export function checkAreaReferences(
  areas: readonly Area[],
  specs: readonly Pick<ApiEntry, 'file' | 'area'>[],
  docIds: Set<string>,
  pagePaths: string[] = [],
): string[] {
  const ids = new Set<string>(areas.map((a) => a.id));
  const problems: string[] = [];
  for (const s of specs)
    if (!ids.has(s.area))
      problems.push(
        `apis.yaml: spec ${s.file} belongs to area "${s.area}", which no product of products.yaml has`,
      );
  for (const a of areas) {
    // An area without any page (a spec file left out, a fixture site) has nothing to point at.
    const populated =
      !pagePaths.length ||
      pagePaths.some((p) => a.prefixes.some((x) => p === x || p.startsWith(`${x}/`)));
    if (populated && !docIds.has(a.version.mainDocId))
      problems.push(
        `${a.kind === 'api' ? `products.yaml: product "${a.product}"'s API area` : `config/areas.ts: area "${a.id}"`} names unknown doc id "${a.version.mainDocId}" as its main doc`,
      );
  }
  return problems;
}
