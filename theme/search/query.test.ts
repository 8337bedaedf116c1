import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

describe('parseQuery', () => {
  it('drops stop words unless nothing else is left', () => {
    expect(parseQuery('how to list the sources').map((t) => t.token)).toEqual(['list', 'source']);
    expect(parseQuery('the').map((t) => t.token)).toEqual(['the']);
  });
});
