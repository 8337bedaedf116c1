import { describe, expect, it } from 'vitest';
import { cleanPathCandidate } from './clean-path';

describe('cleanPathCandidate', () => {
  it.each([
    ['/idn/docs/index.html', '/idn/docs'],
    ['/index.html', '/'],
    ['/blog.html', '/blog'],
    ['/idn/api/v3/list-sources.html', '/idn/api/v3/list-sources'],
    ['/blog', null],
  ])('%s → %s', (input, out) => expect(cleanPathCandidate(input)).toBe(out));
});
