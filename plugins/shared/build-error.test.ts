import { describe, expect, it } from 'vitest';
import { buildError, problemsError } from './build-error';

describe('build errors', () => {
  it('carry their message as their stack', () => {
    const err = buildError('specs/idn-v3.yaml:12: bad');
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toBe('specs/idn-v3.yaml:12: bad');
    expect(err.stack).toBe(err.message);
  });
  it('list problems one a line under a title', () => {
    const err = problemsError('Route errors', ['/a: twice', '/b: twice']);
    expect(err.message).toBe('Route errors:\n  /a: twice\n  /b: twice');
    expect(err.stack).toBe(err.message);
  });
});
