import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DIR = process.env.SHARED_DIR ?? path.resolve(REPO_ROOT, '../shared');
export const ROUTES_FILE = path.join(SHARED_DIR, 'routes.txt');
/**
 * A test title's note on a file of ../shared it reads: `../shared/routes.txt`, or, when the folder
 * is absent (a clone without it beside), `../shared/routes.txt, absent: skipped`, so the skipped
 * test says why in the run's list of skipped tests.
 */
export function SHARED_NOTE(relative: string): string {
  const present = fs.existsSync(path.join(SHARED_DIR, relative));
  return `../shared/${relative}${present ? '' : ', absent: skipped'}`;
}
export const PENDING_FILE = path.join(REPO_ROOT, 'tests/pending-routes.txt');

export interface RouteInventory {
  routes: string[];
  redirects: Array<{ from: string; to: string }>;
}

/** Parses ../shared/routes.txt: one route a line, `REDIRECT FROM TO` lines, `#` comments. */
export function parseRoutesTxt(text: string): RouteInventory {
  const routes: string[] = [];
  const redirects: Array<{ from: string; to: string }> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split(/\s+/);
    if (parts[0] === 'REDIRECT' && parts.length === 3)
      redirects.push({ from: parts[1]!, to: parts[2]! });
    else if (line.startsWith('/')) routes.push(line);
  }
  return { routes, redirects };
}

export function readRouteInventory(): RouteInventory | null {
  if (!fs.existsSync(ROUTES_FILE)) return null;
  return parseRoutesTxt(fs.readFileSync(ROUTES_FILE, 'utf8'));
}

export function readPendingRoutes(): Set<string> {
  if (!fs.existsSync(PENDING_FILE)) return new Set();
  return new Set(parseRoutesTxt(fs.readFileSync(PENDING_FILE, 'utf8')).routes);
}

/** The project's API list (specs/apis.yaml) as the build reads it. */
export async function projectApis() {
  return (await projectApiList()).entries;
}

/** The project's API list and products (specs/apis.yaml, specs/products.yaml) as the build reads them. */
export async function projectApiList() {
  const { loadApiList } = await import('../../plugins/apis/load-api-list');
  const specs = path.join(REPO_ROOT, 'specs');
  return loadApiList(specs, path.join(specs, 'apis.yaml'));
}

/** The project's products and areas (specs/products.yaml, config/areas.ts). */
export async function projectSite() {
  const { siteAreas } = await import('../../config/areas');
  const { products } = await projectApiList();
  return { products, areas: siteAreas(products) };
}
