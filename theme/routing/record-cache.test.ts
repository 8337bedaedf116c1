import { describe, expect, it } from 'vitest';
import { recordCache } from './record-cache';

describe('recordCache', () => {
  it('shares one load per key', async () => {
    const cached = recordCache<number>(2);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cached('/a', load)).toBe(1);
    expect(await cached('/a', load)).toBe(1);
    expect(loads).toBe(1);
  });
  it('drops the least recently used key when full', async () => {
    const cached = recordCache<string>(2);
    const loads: string[] = [];
    const load = (k: string) => () => (loads.push(k), Promise.resolve(k));
    await cached('/a', load('/a'));
    await cached('/b', load('/b'));
    await cached('/a', load('/a')); // /a is now the most recent
    await cached('/c', load('/c')); // drops /b
    await cached('/a', load('/a'));
    await cached('/b', load('/b'));
    expect(loads).toEqual(['/a', '/b', '/c', '/b']);
  });
  it('forgets a failed load, so the next call tries again', async () => {
    const cached = recordCache<string>(2);
    await expect(cached('/a', () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(await cached('/a', () => Promise.resolve('ok'))).toBe('ok');
  });
});
