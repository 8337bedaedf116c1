import { describe, expect, it } from 'vitest';
import { API_STATUSES } from '../../common/apis/api-list';
import { API_LIST_FIELDS, apiListSchema } from './api-list-fields';

describe('API list fields', () => {
  it('the schema is made from the list the loader accepts', () => {
    const items = (
      apiListSchema() as {
        items: {
          required: string[];
          properties: Record<string, { enum?: string[] }>;
          additionalProperties: boolean;
        };
      }
    ).items;
    expect(Object.keys(items.properties)).toEqual(API_LIST_FIELDS.map((f) => f.key));
    expect(items.required).toEqual(['file', 'product', 'base', 'label']);
    expect(items.additionalProperties).toBe(false);
    // Products are data (products.yaml): no closed list in the schema.
    expect(items.properties.product!.enum).toBeUndefined();
    expect(items.properties.status!.enum).toEqual([...API_STATUSES]);
    expect(Object.keys(items.properties)).toEqual(
      expect.arrayContaining(['compareWith', 'api', 'apiLabel']),
    );
  });
});
