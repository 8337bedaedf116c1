import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { namedSchemas, schemaUsage } from './schema-usage';
import type { OpenApiDocument, OperationObject } from './types';

const ops = (doc: OpenApiDocument) =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OperationObject>).map(([method, op]) => ({
      id: `${method.toUpperCase()} ${path}`,
      op,
    })),
  );
const usedBy = (doc: OpenApiDocument) => {
  const usage = schemaUsage(doc, ops(doc));
  return Object.fromEntries([...usage].map(([name, list]) => [name, list.map((o) => o.id)]));
};

describe('schemaUsage', () => {
  it('finds schemas used directly, through other schemas, through shared responses and parameters, and survives cycles', () => {
    const doc = parse(`
openapi: 3.0.3
paths:
  /a:
    get:
      parameters: [{ $ref: '#/components/parameters/Filter' }]
      responses:
        '200': { $ref: '#/components/responses/Tree' }
  /b:
    post:
      requestBody:
        content:
          application/json:
            schema: { type: array, items: { $ref: '#/components/schemas/Leaf' } }
      responses: { '204': { description: none } }
  /c:
    delete:
      responses: { '204': { description: none } }
components:
  parameters:
    Filter: { name: f, in: query, schema: { $ref: '#/components/schemas/Expr' } }
  responses:
    Tree:
      description: a tree
      content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } }
  schemas:
    Node:
      type: object
      properties:
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
        leaf: { $ref: '#/components/schemas/Leaf' }
    Leaf: { type: string }
    Expr: { type: string }
    Unused: { type: object }
`) as OpenApiDocument;
    expect(usedBy(doc)).toEqual({
      Node: ['GET /a'],
      Leaf: ['GET /a', 'POST /b'],
      Expr: ['GET /a'],
      Unused: [],
    });
  });

  it('recognises a named schema that a dereferenced spec shares through YAML aliases instead of refs', () => {
    const doc = parse(
      `
openapi: 3.0.3
components:
  schemas:
    Owner: &owner { type: object, properties: { id: { type: string } } }
    Account: &account { type: object, properties: { owner: *owner } }
paths:
  /accounts:
    get:
      responses:
        '200': { description: ok, content: { application/json: { schema: { type: array, items: *account } } } }
`,
      { maxAliasCount: -1 },
    ) as OpenApiDocument;
    expect(usedBy(doc)).toEqual({ Owner: ['GET /accounts'], Account: ['GET /accounts'] });
  });

  it('lists the named schemas in document order', () => {
    const doc = {
      openapi: '3.0.3',
      paths: {},
      components: { schemas: { B: { type: 'string' }, A: { type: 'string' } } },
    } as unknown as OpenApiDocument;
    expect(namedSchemas(doc).map((s) => s.name)).toEqual(['B', 'A']);
  });
});
