import { describe, expect, it } from 'vitest';
import { dropEditorialFields, remarkDropEditorialFields } from './editorial-fields';

describe('editorial fields stay out of the browser', () => {
  it('are removed from a frontmatter object, other keys kept', () => {
    const fm = {
      title: 'T',
      sources: ['sailpoint-oss/api-specs/a.yaml'],
      verified: '2026-11-26',
      tags: ['cli'],
    };
    dropEditorialFields(fm);
    expect(fm).toEqual({ title: 'T', tags: ['cli'] });
    expect(() => dropEditorialFields(undefined)).not.toThrow();
  });
  it("are removed from the compiler's page meta by the remark plugin", () => {
    const store: Record<string, unknown> = {
      pageMeta: { frontmatter: { title: 'T', sources: ['x'], verified: '2026-11-26' } },
    };
    const processor = { data: (key: string) => store[key] };
    const transform = remarkDropEditorialFields.call(processor);
    transform();
    expect(store.pageMeta).toEqual({ frontmatter: { title: 'T' } });
    // A compiler without page meta (another MDX pipeline) is left alone.
    expect(() => remarkDropEditorialFields.call({ data: () => undefined })()).not.toThrow();
  });
});
