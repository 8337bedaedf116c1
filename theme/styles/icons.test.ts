import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(__dirname, 'icons.css'), 'utf8');
const svg = fs.readFileSync(path.join(__dirname, 'icons.svg'), 'utf8');

/** The sprite's cells: each nested <svg>'s x and size. */
const cells = [...svg.matchAll(/<svg x="(\d+)" width="(\d+)" height="(\d+)"/g)].map((m) => ({
  x: Number(m[1]),
  width: Number(m[2]),
  height: Number(m[3]),
}));

/** Each icon rule of icons.css: its selector, the cell it shows (--icon-at) and its size, if set there. */
const rules = [...css.matchAll(/\n([^{}\n]+)::before \{([^}]*)\}/g)]
  .map((m) => ({
    selector: m[1]!,
    at: /--icon-at: (-?\d+)px/.exec(m[2]!)?.[1],
    size: /--icon-size: (\d+)px/.exec(m[2]!)?.[1],
  }))
  .filter((r) => r.at !== undefined);

describe('the icon sprite (icons.svg) and its stylesheet (icons.css)', () => {
  it('has one 24 px cell per icon, in order, each icon within its cell', () => {
    expect(cells.length).toBe(9);
    cells.forEach((c, i) => {
      expect(c.x).toBe(i * 24);
      expect(c.width).toBeLessThanOrEqual(24);
      expect(c.height).toBe(c.width);
    });
    // The sprite's size, which the mask's size repeats: every cell shown at 1 px per unit.
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${cells.length * 24}" height="24"`));
    expect(css).toContain(`/ ${cells.length * 24}px 24px no-repeat`);
  });

  it('shows every cell, each through a rule at the size the cell is drawn at', () => {
    const shown = rules.map((r) => Math.abs(Number(r.at)));
    expect([...shown].sort((a, b) => a - b)).toEqual(cells.map((c) => c.x));
    for (const r of rules) {
      const cell = cells.find((c) => c.x === Math.abs(Number(r.at)))!;
      // A state rule (dark mode, the open menu) keeps its button's size.
      const size =
        r.size ??
        rules.find((o) => o.size && r.selector.includes(o.selector.replace(/^html\.dark /, '')))
          ?.size;
      expect(Number(size), r.selector).toBe(cell.width);
    }
  });
});
