// `npm run schemas`: writes config/schemas/*.schema.json from the build's field lists.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILES, schemaText } from './schemas';

const dir = path.dirname(fileURLToPath(import.meta.url));
for (const [name, make] of Object.entries(SCHEMA_FILES)) {
  fs.writeFileSync(path.join(dir, name), schemaText(make));
  console.log(`wrote config/schemas/${name}`);
}
