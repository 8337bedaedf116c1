import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadSpec } from './load-spec';
import { buildModel, type ApiModel } from './model';

const ROOT = path.resolve(__dirname, '../..');

/** The portal's own specs: every `file` the API list (`specs/apis.yaml`) names, wherever it nests it. */
export function listedSpecFiles(specsDir = path.join(ROOT, 'specs')): string[] {
  const list: unknown = YAML.parse(fs.readFileSync(path.join(specsDir, 'apis.yaml'), 'utf8'));
  const files = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        if (k === 'file' && typeof x === 'string') files.add(path.join(specsDir, x));
        else walk(x);
  };
  walk(list);
  return [...files];
}

/** The vendor's published specs (test input only), or undefined when the shared folder is absent. */
export const VENDOR_SPECS_DIR = path.resolve(ROOT, '../shared/specs/sailpoint');
export function vendorSpecFiles(): string[] | undefined {
  if (!fs.existsSync(VENDOR_SPECS_DIR)) return undefined;
  return fs
    .readdirSync(VENDOR_SPECS_DIR)
    .filter((f) => /\.(ya?ml|json)$/i.test(f))
    .map((f) => path.join(VENDOR_SPECS_DIR, f));
}

/** A spec loaded and modelled as the build does. */
export async function modelOf(file: string): Promise<ApiModel> {
  const { doc } = await loadSpec(file);
  return buildModel(doc, { file });
}
