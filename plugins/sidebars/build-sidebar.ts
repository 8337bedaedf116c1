import fs from 'node:fs';
import path from 'node:path';
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { fileToRoute } from '../shared/docs-routes';
import { readFrontmatter } from '../shared/frontmatter';

type Entry = (SidebarGroup | SidebarItem) & { position: number };

const PAGE = /\.(md|mdx)$/;

/** 'cloud-rules' → 'Cloud rules' for folders that have no index page. */
export function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface PageMeta {
  title: string;
  position: number;
}

function readMeta(file: string): PageMeta {
  const { data, body: content } = readFrontmatter(fs.readFileSync(file, 'utf8'));
  const h1 = content.match(/^#\s+(.+)$/m)?.[1]?.trim();
  const title = String(
    data.sidebar_label ?? data.title ?? h1 ?? humanize(path.basename(file).replace(PAGE, '')),
  );
  const position =
    typeof data.sidebar_position === 'number' ? data.sidebar_position : Number.POSITIVE_INFINITY;
  return { title, position };
}

const byPosition = (a: Entry, b: Entry) => a.position - b.position || a.text.localeCompare(b.text);
const strip = ({ position: _p, ...rest }: Entry): SidebarGroup | SidebarItem => {
  if ('items' in rest) return { ...rest, items: (rest.items as Entry[]).map(strip) };
  return rest;
};

/**
 * Sidebar of a folder of Markdown pages: sub-folders become collapsible groups (linked to
 * their index page when there is one), pages are ordered by `sidebar_position`, then title.
 */
export function buildFolderSidebar(
  docsRoot: string,
  dir: string,
): Array<SidebarGroup | SidebarItem> {
  const walk = (rel: string, depth: number): { entries: Entry[]; index?: PageMeta } => {
    const abs = path.join(docsRoot, rel);
    const entries: Entry[] = [];
    let index: PageMeta | undefined;
    for (const dirent of fs.readdirSync(abs, { withFileTypes: true })) {
      if (dirent.name.startsWith('_') || dirent.name.startsWith('.')) continue;
      const childRel = path.posix.join(rel, dirent.name);
      if (dirent.isDirectory()) {
        const sub = walk(childRel, depth + 1);
        if (!sub.entries.length && !sub.index) continue;
        const positions = sub.entries.map((e) => e.position).filter(Number.isFinite);
        entries.push({
          text: sub.index?.title ?? humanize(dirent.name),
          ...(sub.index ? { link: fileToRoute(path.posix.join(childRel, 'index.md')) } : {}),
          collapsible: true,
          collapsed: true,
          items: sub.entries.sort(byPosition),
          position:
            sub.index?.position ??
            (positions.length ? Math.min(...positions) : Number.POSITIVE_INFINITY),
        });
      } else if (PAGE.test(dirent.name)) {
        const meta = readMeta(path.join(abs, dirent.name));
        if (/^index\.mdx?$/.test(dirent.name)) index = meta;
        else
          entries.push({ text: meta.title, link: fileToRoute(childRel), position: meta.position });
      }
    }
    return { entries, index };
  };
  if (!fs.existsSync(path.join(docsRoot, dir))) return [];
  const top = walk(dir, 0);
  const items = top.entries.sort(byPosition).map(strip);
  return top.index
    ? [{ text: 'Overview', link: fileToRoute(path.posix.join(dir, 'index.md')) }, ...items]
    : items;
}
