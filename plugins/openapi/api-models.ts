import fs from 'node:fs';
import path from 'node:path';
import { previousVersion, type ApiEntry } from '../../common/apis/api-list';
import { CHANGES_SLUG } from './api-routes';
import { loadSpec } from './load-spec';
import { buildModel, type ApiModel } from './model';
import type { OpenApiDocument } from './types';

/** A listed API version and the model its pages are made from (its loaded document is `model.doc`). */
export interface ModelledApi {
  entry: ApiEntry;
  model: ApiModel;
}

/**
 * The models of a generation that later steps of the same run read (the build state's
 * `apiModels`): those the generation made, or, when its pages were reused from the cache
 * (api-cache.ts), loaded on first use the way it loads them (loadApiModels).
 */
export type ApiModels = () => Promise<readonly ModelledApi[]>;

/** The listed versions whose spec file is in the specs folder: a missing one means that area has only its hand-written pages. */
export const presentApis = (specsDir: string, apis: readonly ApiEntry[]): ApiEntry[] =>
  apis.filter((a) => fs.existsSync(path.join(specsDir, a.file)));

/**
 * Whether a version has a "What changed" page: every version after the first of its API (it
 * compares with the one `compareWith` names, else the one before). `present`: presentApis.
 */
export const hasChanges = (present: readonly ApiEntry[], entry: ApiEntry): boolean =>
  previousVersion(present, entry) !== undefined;

/**
 * The model of one version's loaded document: its pages' slugs keep clear of the hand-written
 * routes under its base (`existingRoutes`) and of its "What changed" page. `file`: the spec as
 * its warnings name it.
 */
export function apiModel(
  doc: OpenApiDocument,
  entry: ApiEntry,
  opts: { existingRoutes: Iterable<string>; changes: boolean; file?: string },
): ApiModel {
  const reserved = [...opts.existingRoutes]
    .filter((r) => r.startsWith(`${entry.base}/`))
    .map((r) => r.slice(entry.base.length + 1));
  if (opts.changes) reserved.push(CHANGES_SLUG);
  return buildModel(doc, { landingSlug: entry.landing, reserved, file: opts.file });
}

/**
 * Loads the listed versions present in `specsDir` (those `only` selects) and models them as the
 * generation does (generate.ts): for what runs without a generation (the content report) or after
 * one reused from the cache.
 */
export async function loadApiModels(opts: {
  specsDir: string;
  apis: readonly ApiEntry[];
  /** The hand-written pages' routes (as the generation gets them). */
  existingRoutes: Iterable<string>;
  only?: (entry: ApiEntry) => boolean;
}): Promise<ModelledApi[]> {
  const present = presentApis(opts.specsDir, opts.apis);
  const existingRoutes = [...opts.existingRoutes];
  const out: ModelledApi[] = [];
  for (const entry of present) {
    if (opts.only && !opts.only(entry)) continue;
    const file = path.join(opts.specsDir, entry.file);
    const { doc } = await loadSpec(file);
    out.push({
      entry,
      model: apiModel(doc, entry, {
        existingRoutes,
        changes: hasChanges(present, entry),
        file: path.relative(process.cwd(), file),
      }),
    });
  }
  return out;
}
