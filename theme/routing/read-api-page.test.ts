// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordPath, type ApiPage } from '../../common/api-pages/format';
import { FIXTURES, fixtureSpec } from '../../plugins/openapi/fixture-spec';
import { generateApi } from '../../plugins/openapi/generate';
import { ApiPageView } from './ApiPageView';
import { LIVE_SECTION, readApiPage } from './read-api-page';

/**
 * The markup contract end to end, in seconds instead of after a full build: a record the build
 * writes (plugins/openapi/generate.ts, fixture spec), rendered on the server as every API page is
 * (ApiPageView), read back from the HTML as the browser does (read-api-page.ts), is the record.
 */
let current: ApiPage | undefined;
vi.mock('@rspress/core/runtime', () => ({ usePage: () => ({ page: { apiPage: current } }) }));
vi.mock('@portal/api-page-loader', () => ({ loadApiPage: () => Promise.resolve(null) }));
vi.mock('../api/useApiBehaviour', () => ({ useApiBehaviour: () => undefined }));
vi.mock('../components/EditLink', () => ({ EditLink: () => null }));

let records: Map<string, ApiPage>;

beforeAll(async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-api-page-'));
  const dataDir = path.join(outDir, 'data');
  const api = await generateApi({
    specsDir: FIXTURES,
    outDir,
    dataDir,
    specs: [fixtureSpec('constructs.yaml', '/fx')],
  });
  records = new Map(
    api.pages.map((p) => [
      p.routePath,
      JSON.parse(fs.readFileSync(path.join(dataDir, recordPath(p.routePath)), 'utf8')) as ApiPage,
    ]),
  );
});

/** Server-renders a record and reads it back in a DOM. */
function roundTrip(record: ApiPage): ApiPage | null {
  current = record;
  const html = renderToString(createElement(ApiPageView, { path: record.routePath }));
  const window = new Window();
  window.document.body.innerHTML = html;
  return readApiPage(window.document as unknown as Document);
}

/** Section HTML as a DOM writes it back (`download` becomes `download=""`, as in any browser). */
function reserialized(html: string): string {
  const div = new Window().document.createElement('div');
  div.innerHTML = html;
  return div.innerHTML;
}

/**
 * What the page carries of a record: every section, its HTML as a DOM serializes it; the sidebar's
 * groups come from the rendered sidebar (theme/components/Sidebar.tsx), not from the API page.
 */
const expected = (r: ApiPage): ApiPage => {
  const sections = r.sections.map((s) => ({ ...s, html: reserialized(s.html) }));
  if (!r.sidebar) return { ...r, sections };
  const groups = r.sidebar.groups
    .filter((g) => g.section)
    .map(({ text, key, section }) => ({ text, key, section }));
  return { ...r, sections, sidebar: { ...r.sidebar, groups } };
};

describe('an API page read back from its server-rendered HTML', () => {
  it('is the record, for an operation (two-pane layout) and for a tag page', () => {
    const op = records.get('/fx/get-nodes-id')!;
    expect(op.sections.some((s) => s.area === 'panel')).toBe(true);
    expect(roundTrip(op)).toEqual(expected(op));
    const tag = records.get('/fx/pets')!;
    expect(roundTrip(tag)).toEqual(expected(tag));
  });
  it('is the record for every page of the fixture', () => {
    for (const r of records.values()) expect(roundTrip(r), r.routePath).toEqual(expected(r));
  });
  it('leaves the sections unserialized when reading the document the browser shows (live)', () => {
    const op = records.get('/fx/get-nodes-id')!;
    current = op;
    const window = new Window();
    window.document.body.innerHTML = renderToString(
      createElement(ApiPageView, { path: op.routePath }),
    );
    const live = readApiPage(window.document as unknown as Document, true)!;
    const read = expected(op);
    expect(live.sections.map((s) => s.html)).toEqual(
      read.sections.map((s) => (s.html ? LIVE_SECTION : '')),
    );
    expect({ ...live, sections: [] }).toEqual({ ...read, sections: [] });
  });
});
