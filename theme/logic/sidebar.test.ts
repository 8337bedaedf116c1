import { describe, expect, it } from 'vitest';
import { collapseSiblingsOfOpened, type SidebarNode } from './sidebar-accordion';
import { collapseDurationMs } from './sidebar-motion';

describe('collapseSiblingsOfOpened', () => {
  it('closes open siblings of the group that was just opened', () => {
    const a: SidebarNode = { text: 'A', collapsed: false, items: [] };
    const b: SidebarNode = { text: 'B', collapsed: true, items: [] };
    const c: SidebarNode = { text: 'C', collapsed: true, items: [] };
    const before = new Map<SidebarNode, boolean>([[a, false], [b, true], [c, true]]);
    b.collapsed = false; // the toggle
    collapseSiblingsOfOpened([a, b, c], before);
    expect([a.collapsed, b.collapsed, c.collapsed]).toEqual([true, false, true]);
  });
  it('leaves siblings alone when a group was closed', () => {
    const a: SidebarNode = { text: 'A', collapsed: false, items: [] };
    const b: SidebarNode = { text: 'B', collapsed: false, items: [] };
    const before = new Map<SidebarNode, boolean>([[a, false], [b, false]]);
    b.collapsed = true;
    collapseSiblingsOfOpened([a, b], before);
    expect([a.collapsed, b.collapsed]).toEqual([false, true]);
  });
});

describe('collapseDurationMs', () => {
  it('clamps between 200 and 400 ms and grows with height', () => {
    expect(collapseDurationMs(0)).toBe(200);
    expect(collapseDurationMs(500)).toBe(300);
    expect(collapseDurationMs(5000)).toBe(400);
  });
});
