import { describe, expect, it } from 'vitest';
import {
  badgeHtml,
  experimentalHeader,
  experimentalNote,
  operationBadges,
  specBadges,
} from './op-badges';
import type { ApiOperation } from './model';
import type { OpenApiDocument, ParameterObject } from './types';

const doc = {
  openapi: '3.0.3',
  info: { title: 'Shelf', version: '1' },
  paths: {},
} as OpenApiDocument;
const op = (
  extra: Record<string, unknown> = {},
  parameters: ParameterObject[] = [],
): ApiOperation => ({
  slug: 'x',
  method: 'get',
  path: '/x',
  summary: 'X',
  tag: 'T',
  op: extra,
  parameters,
  webhook: false,
  deprecated: false,
});

describe('operation badges', () => {
  it('reads x-badges: name, a checked colour, position (after by default)', () => {
    const o = op({
      'x-badges': [
        { name: 'Beta', color: '#8250df', position: 'before' },
        { name: 'Alpha', color: 'red;}body{display:none' },
        { color: 'blue' },
        'junk',
        { name: ' Paid ' },
      ],
    });
    expect(specBadges(o)).toEqual([
      { name: 'Beta', color: '#8250df', position: 'before' },
      { name: 'Alpha', position: 'after' },
      { name: 'Paid', position: 'after' },
    ]);
    expect(badgeHtml(specBadges(o)[0]!)).toBe(
      '<span class="api-badge api-badge--spec" style="--api-badge-mark:#8250df">Beta</span>',
    );
    expect(badgeHtml({ name: '<b>', position: 'after' })).toBe(
      '<span class="api-badge api-badge--spec">&lt;b&gt;</span>',
    );
  });
  it('marks an operation behind a required X-…-Experimental header, with the header’s example or default', () => {
    const header = (p: Partial<ParameterObject>): ParameterObject => ({
      name: 'X-SailPoint-Experimental',
      in: 'header',
      required: true,
      ...p,
    });
    expect(
      experimentalHeader(
        doc,
        op({}, [header({ example: 'true', schema: { type: 'string', default: 'false' } })]),
      ),
    ).toEqual({ name: 'X-SailPoint-Experimental', value: 'true' });
    expect(
      experimentalHeader(doc, op({}, [header({ schema: { type: 'string', default: 'true' } })])),
    ).toEqual({ name: 'X-SailPoint-Experimental', value: 'true' });
    expect(experimentalHeader(doc, op({}, [header({ schema: { type: 'string' } })]))).toEqual({
      name: 'X-SailPoint-Experimental',
    });
    expect(experimentalHeader(doc, op({}, [header({ required: false })]))).toBeUndefined();
    expect(experimentalHeader(doc, op({}, [header({ name: 'X-Request-Id' })]))).toBeUndefined();
    expect(operationBadges(doc, op({}, [header({ example: 'true' })]))).toEqual([
      { name: 'Experimental', position: 'after' },
    ]);
    expect(
      operationBadges(
        doc,
        op({ 'x-badges': [{ name: 'experimental' }] }, [header({ example: 'true' })]),
      ),
    ).toHaveLength(1);
  });
  it('says which header to send', () => {
    expect(experimentalNote({ name: 'X-SailPoint-Experimental', value: 'true' })).toContain(
      'Send <code>X-SailPoint-Experimental: true</code> with each request',
    );
    expect(experimentalNote({ name: 'X-Shelf-Experimental' })).toContain(
      'Send the <code>X-Shelf-Experimental</code> header with each request',
    );
  });
});
