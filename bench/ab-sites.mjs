// What the two A/B benches share (lighthouse-ab.mjs, blocking-ab.mjs): the two builds from SITES,
// each served by deploy/nginx.conf, the pages and number of loads, medians and the load average.
import os from 'node:os';
import { startNginx } from '../deploy/local-nginx.mjs';

export const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** SITES (required, two or more built sites), PAGES and N from the environment; starts one nginx per site. */
export async function abSetup({ pages, loads }) {
  const sites = (process.env.SITES ?? '').split(',').filter(Boolean);
  if (sites.length < 2) {
    console.error('SITES=<built site A>,<built site B> is required');
    process.exit(1);
  }
  const servers = [];
  for (const root of sites) servers.push({ site: root, ...(await startNginx({ root })) });
  return {
    servers,
    pages: (process.env.PAGES ?? pages).split(','),
    loads: Number(process.env.N ?? loads),
    stop: async () => {
      for (const s of servers) await s.stop();
    },
  };
}
