// For bench/services.mjs (run with vite-node: the engine is TypeScript): every operation of the
// services (entries with `api`) declared in a specs folder's apis.yaml, and those the built site has no page for.
//   vite-node bench/service-pages.ts -- <specsDir> <outDir>
// Prints one JSON line: { operations, missing: [route…], firstOperation: route }.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadSpec } from '../plugins/openapi/load-spec';
import { buildModel } from '../plugins/openapi/model';

const [specsDir, outDir] = process.argv.slice(2).filter((a) => a !== '--');
if (!specsDir || !outDir) throw new Error('usage: service-pages.ts <specsDir> <outDir>');
// The services: the entries with an `api` (the portal's own v3, beta, IIQ and NERM have none).
const list = (
  parse(fs.readFileSync(path.join(specsDir, 'apis.yaml'), 'utf8')) as Array<{
    file: string;
    base: string;
    api?: string;
  }>
).filter((e) => e.api);
let operations = 0;
const missing: string[] = [];
let firstOperation: string | undefined;
for (const api of list) {
  const { doc } = await loadSpec(path.join(specsDir, api.file));
  for (const op of buildModel(doc, {}).operations) {
    operations++;
    const route = `${api.base}/${op.slug}`;
    firstOperation ??= route;
    if (!fs.existsSync(path.join(outDir, `${route.slice(1)}.html`))) missing.push(route);
  }
}
console.log(JSON.stringify({ operations, missing, firstOperation }));
