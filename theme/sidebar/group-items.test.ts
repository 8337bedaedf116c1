import { describe, expect, it, vi } from 'vitest';
import { fetchGroupItems, knownGroupItems, rememberGroupItems } from './group-items';

vi.mock('@rspress/core/runtime', () => ({ withBase: (url: string) => url }));

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ text: `${i}`, link: `/v/${i}` }));

describe('group items', () => {
  it('remembers a whole group, never a window of a long one', () => {
    rememberGroupItems('/whole.json', links(5));
    expect(knownGroupItems('/whole.json')).toHaveLength(5);
    rememberGroupItems('/long.json', links(41), 600);
    expect(knownGroupItems('/long.json')).toBeUndefined();
  });
  it('fetches a group whose page carried only a window, once', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(links(600))));
    vi.stubGlobal('fetch', fetch);
    rememberGroupItems('/partial.json', links(41), 600);
    expect(await fetchGroupItems('/partial.json')).toHaveLength(600);
    expect(await fetchGroupItems('/partial.json')).toHaveLength(600);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
