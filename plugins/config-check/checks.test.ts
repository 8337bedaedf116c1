import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAreas } from '../../config/areas';
import { navItems } from '../../config/nav';
import { projectApiList } from '../../tests/lib/shared';

const { entries: API_SPECS, products: PRODUCTS } = await projectApiList();
const AREAS = siteAreas(PRODUCTS);
const NAV = navItems(API_SPECS, PRODUCTS);
import { checkAreaReferences, checkNav, checkPageModules, checkSidebarLinks } from './checks';

describe('checkPageModules', () => {
  it('names a page module without a default export', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    fs.writeFileSync(path.join(dir, 'good.tsx'), 'export default function Page() { return null; }');
    fs.writeFileSync(path.join(dir, 'bad.tsx'), 'export function Page() { return null; }');
    const problems = checkPageModules(dir, ['good.tsx', 'bad.tsx']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/bad\.tsx: a page module must default-export a component/);
  });
});

describe('checkNav', () => {
  it('accepts the portal navbar', () => {
    expect(checkNav(NAV)).toEqual([]);
  });
  it('reports an item of unknown type', () => {
    expect(
      checkNav([
        { text: 'Blog', link: '/blog' },
        { text: 'Mystery', icon: 'x' },
      ]),
    ).toEqual([
      'config/nav.ts: navbar item "Mystery" has an unknown type (give it a `link`, or `items` for a menu)',
    ]);
  });
});

describe('checkSidebarLinks', () => {
  it('reports a sidebar link to a missing doc', () => {
    const routes = new Set(['/idn/docs']);
    expect(
      checkSidebarLinks(
        {
          '/idn/docs': [
            { text: 'Home', link: '/idn/docs' },
            { text: 'Gone', items: [{ text: 'Lost', link: '/idn/docs/lost' }] },
          ],
        },
        (r) => routes.has(r),
      ),
    ).toEqual(['sidebar "/idn/docs": "Lost" links to /idn/docs/lost, which is not a page']);
  });
});

describe('checkAreaReferences', () => {
  it('reports unknown sidebar and doc ids', () => {
    const docIds = new Set(['idn/docs/index']);
    const problems = checkAreaReferences(
      AREAS,
      [...API_SPECS, { ...API_SPECS[0], area: 'nope' } as never],
      docIds,
    );
    expect(problems).toContain(
      'apis.yaml: spec idn-v3.yaml belongs to area "nope", which no product of products.yaml has',
    );
    expect(problems.some((p) => p.includes('unknown doc id "idn/api/getting-started"'))).toBe(true);
  });
});
