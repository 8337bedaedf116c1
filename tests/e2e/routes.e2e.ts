import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../config/site';
import { readPendingRoutes, readRouteInventory, SHARED_NOTE } from '../lib/shared';
import { url } from './browser';

const inventory = readRouteInventory();
const pending = readPendingRoutes();

/** A route is served by its own page: 200 and not the not-found page. */
async function servedByOwnPage(route: string): Promise<string | null> {
  const res = await fetch(url(route), { redirect: 'manual' });
  if (res.status !== 200) return `${route}: HTTP ${res.status}`;
  const html = await res.text();
  if (html.includes(TEXTS.notFound.title) && html.includes(TEXTS.notFound.body))
    return `${route}: the not-found page`;
  return null;
}

describe.runIf(inventory)(`route inventory (${SHARED_NOTE('routes.txt')})`, () => {
  it('pending routes are only content owned by later issues', () => {
    // Everything the portal foundation owns must never be pending.
    const foundation = [
      '/',
      '/docs',
      '/idn',
      '/idn/docs',
      '/iiq',
      '/iiq/api',
      '/nerm',
      '/nerm/api',
      '/blog',
      '/ai',
      '/ambassador-program',
      '/marketplace',
    ];
    expect(foundation.filter((r) => pending.has(r))).toEqual([]);
  });
  it('every route is served by its own page', async () => {
    const routes = inventory!.routes.filter((r) => !pending.has(r));
    const failures = (await Promise.all(routes.map(servedByOwnPage))).filter(Boolean);
    console.log(
      `route inventory: ${routes.length} routes checked, ${pending.size} pending (tests/pending-routes.txt)`,
    );
    expect(failures).toEqual([]);
  });
  it('every pending route is really still missing (so the list only shrinks)', async () => {
    const nowServed = [];
    for (const r of pending) if ((await servedByOwnPage(r)) === null) nowServed.push(r);
    expect(nowServed, 'these routes work now: remove them from tests/pending-routes.txt').toEqual(
      [],
    );
  });
  it('every redirect leads to its target', async () => {
    for (const { from, to } of inventory!.redirects) {
      const res = await fetch(url(from), { redirect: 'manual' });
      expect([301, 302, 308]).toContain(res.status);
      expect(new URL(res.headers.get('location')!, url('/')).pathname).toBe(to);
    }
  });
  it('/docs/ works as well as /docs', async () => {
    expect(await servedByOwnPage('/docs/')).toBeNull();
  });
});
