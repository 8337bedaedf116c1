import { stringifyYaml } from '@redocly/openapi-core';

export const isJsonFile = (file: string) => /\.json$/i.test(file);
/** The spec's file name without its extension: `bookshelf.json` → `bookshelf`. */
export const specStem = (file: string) => file.replace(/\.(ya?ml|json)$/i, '');

/** A document as the file `/api-specs/` publishes: indented JSON, or YAML with refs kept. */
export const specText = (doc: unknown, json: boolean) =>
  json ? `${JSON.stringify(doc, null, 2)}\n` : stringifyYaml(doc, { lineWidth: -1, noRefs: true });

/**
 * The files `/api-specs/` publishes for one spec: the spec as given (its format, bundled into one
 * file when it was split), and, when it was converted from Swagger 2.0, the OpenAPI 3 document the
 * pages were made from, as `{stem}.openapi.yaml` (or `.json`). `download` is the one the pages
 * offer: the document they describe.
 */
export function publishedSpec(
  file: string,
  loaded: { doc: unknown; original: unknown; convertedFrom?: string },
): { download: string; files: Record<string, string> } {
  const json = isJsonFile(file);
  const files: Record<string, string> = { [file]: specText(loaded.original, json) };
  if (!loaded.convertedFrom) return { download: file, files };
  const converted = `${specStem(file)}.openapi.${json ? 'json' : 'yaml'}`;
  files[converted] = specText(loaded.doc, json);
  return { download: converted, files };
}

/**
 * The files a guide may link to under `/api-specs/` for each listed spec: the spec as published
 * and its Postman collection (`postman.ts`). Swagger 2.0 specs also publish the converted
 * document, which only their own pages link to.
 */
export function publishedFileRoutes(apis: ReadonlyArray<{ file: string }>): string[] {
  return apis.flatMap((a) => [
    `/api-specs/${a.file}`,
    `/api-specs/${specStem(a.file)}.postman_collection.json`,
  ]);
}

/** A size as the download links show it: `712 KB`, `1.4 MB`. */
export function sizeLabel(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
