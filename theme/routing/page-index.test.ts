import { describe, expect, it } from 'vitest';
import { addPageInfo, pageData } from './page-index';

describe('page index', () => {
  it('starts empty and holds each page record once, however often its chunk loads', () => {
    expect(pageData.pages).toEqual([]);
    addPageInfo({ routePath: '/a', title: 'A' });
    addPageInfo({ routePath: '/a', title: 'A' });
    addPageInfo(undefined);
    addPageInfo({ routePath: '/b', title: 'B' });
    expect(pageData.pages.map((p) => p.routePath)).toEqual(['/a', '/b']);
  });
});
