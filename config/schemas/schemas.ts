/**
 * The JSON Schemas editors use (VS Code: .vscode/settings.json), generated from the field lists
 * the build's checks use. `npm run schemas` writes them; config/schemas/schemas.test.ts fails
 * when a committed file is stale.
 */
import { apiListSchema } from '../../plugins/apis/api-list-fields';
import { productsSchema } from '../../plugins/apis/product-fields';
import { frontmatterSchema } from '../../plugins/content-rules/frontmatter-fields';

export const SCHEMA_FILES: Record<string, () => Record<string, unknown>> = {
  'apis.schema.json': apiListSchema,
  'products.schema.json': productsSchema,
  'frontmatter.schema.json': frontmatterSchema,
};

export const schemaText = (make: () => Record<string, unknown>) =>
  `${JSON.stringify(make(), null, 2)}\n`;
