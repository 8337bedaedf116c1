import { describe, expect, it } from 'vitest';
import { headingChanged } from './focus-heading';

describe('headingChanged', () => {
  const a = {};
  const b = {};
  it('is true for a new element or a new text', () => {
    expect(headingChanged({ el: a, text: 'List sources' }, { el: b, text: 'List sources' })).toBe(
      true,
    );
    expect(headingChanged({ el: a, text: 'List sources' }, { el: a, text: 'Get a source' })).toBe(
      true,
    );
  });
  it('is false while the old heading is still shown or none is', () => {
    expect(headingChanged({ el: a, text: 'List sources' }, { el: a, text: 'List sources' })).toBe(
      false,
    );
    expect(headingChanged({ el: a, text: 'List sources' }, { el: null, text: '' })).toBe(false);
  });
});
