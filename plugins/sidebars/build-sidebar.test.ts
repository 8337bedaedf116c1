import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFolderSidebar, humanize } from './build-sidebar';

const root = path.join(__dirname, 'fixtures/docs');

describe('buildFolderSidebar', () => {
  it('orders pages by sidebar_position and turns folders into collapsed groups', () => {
    expect(buildFolderSidebar(root, 'guide')).toEqual([
      { text: 'Overview', link: '/guide' },
      {
        text: 'Advanced',
        collapsible: true,
        collapsed: true,
        items: [{ text: 'Deep dive', link: '/guide/advanced/deep' }],
      },
      { text: 'First', link: '/guide/first' },
      { text: 'Second', link: '/guide/second' },
    ]);
  });
  it('returns nothing for a missing folder', () => {
    expect(buildFolderSidebar(root, 'nope')).toEqual([]);
  });
  it('humanizes folder names', () => {
    expect(humanize('cloud-rules')).toBe('Cloud rules');
  });
});
