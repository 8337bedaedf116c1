import { describe, expect, it } from 'vitest';
import { activeTrail, fromApiPage, fromRspress, initialOpen, toggleGroup } from './tree';
import type { PageSidebar } from '../../common/api-pages/format';

const docs = fromRspress([
  { text: 'Overview', link: '/d' },
  {
    text: 'Rules',
    link: '/d/rules',
    collapsed: true,
    items: [{ text: 'Java', link: '/d/rules/java' }],
  },
  {
    text: 'Events',
    collapsed: false,
    items: [{ text: 'Nested', collapsed: true, items: [{ text: 'Deep', link: '/d/e/deep' }] }],
  },
]);
const is = (path: string) => (link: string) => link === path;
/** The sidebar of an API version at /v3 with these tag groups. */
const v3Sidebar = (groups: PageSidebar['groups']) =>
  fromApiPage({ base: '/v3', label: 'V3', groups });

describe('sidebar tree', () => {
  it('keys groups by link, else by index path, and keeps configured open groups open', () => {
    expect(docs.map((n) => n.key)).toEqual(['/d', '/d/rules', '2']);
    expect(docs[2]!.items![0]!.key).toBe('2-0');
    expect([...initialOpen(docs, is('/nowhere'))]).toEqual(['2']);
  });
  it('opens the trail to the active page, a deep one included', () => {
    expect(activeTrail(docs, is('/d/e/deep'))).toEqual(['2', '2-0']);
    expect([...initialOpen(docs, is('/d/rules/java'))].sort()).toEqual(['/d/rules', '2']);
    // A group whose own page is open is open too.
    expect(activeTrail(docs, is('/d/rules'))).toEqual(['/d/rules']);
  });
  it('closes open siblings when a group opens, and nothing else', () => {
    const open = toggleGroup(docs, new Set(['2', '2-0']), '/d/rules');
    expect([...open].sort()).toEqual(['/d/rules', '2-0']);
    expect([...toggleGroup(docs, open, '/d/rules')]).toEqual(['2-0']);
  });
  it('nests the groups of an API page under their tag groups (x-tagGroups) and keeps item badges', () => {
    const nodes = v3Sidebar([
      {
        text: 'Books',
        key: 'books',
        section: 'Catalogue',
        items: [{ text: 'List', link: '/v3/list', badges: [{ name: 'Beta', before: true }] }],
      },
      { text: 'Authors', key: 'authors', section: 'Catalogue' },
      { text: 'Loans', key: 'loans', section: 'Lending' },
    ]);
    expect(nodes.map((n) => n.text)).toEqual(['V3', 'Catalogue', 'Lending']);
    expect(nodes[1]!.items!.map((n) => n.link)).toEqual(['/v3/books', '/v3/authors']);
    expect(nodes[1]!.items![0]!.items![0]!.badges).toEqual([{ name: 'Beta', before: true }]);
    expect(activeTrail(nodes, is('/v3/list'))).toEqual([nodes[1]!.key, '/v3/books']);
  });
  it('reads an API page sidebar: only the page group has items, the others a URL', () => {
    const nodes = v3Sidebar([
      {
        text: 'Sources',
        key: 'sources',
        items: [{ text: 'List', link: '/v3/list', context: 'method-get' }],
      },
      { text: 'Roles', key: 'roles' },
    ]);
    expect(nodes[0]).toMatchObject({ text: 'V3', link: '/v3' });
    expect(nodes[1]).toMatchObject({
      link: '/v3/sources',
      items: [{ text: 'List', link: '/v3/list', context: 'method-get' }],
    });
    expect(nodes[2]).toMatchObject({
      group: true,
      items: undefined,
      itemsUrl: '/page-data/v3/_sidebar/roles.json',
    });
    expect([...initialOpen(nodes, is('/v3/list'))]).toEqual(['/v3/sources']);
  });
});
