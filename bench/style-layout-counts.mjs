#!/usr/bin/env node
// How much styling and layout a page load costs the browser, as counts the machine's load does not
// move: Chromium (no throttling), a trace until the page is hydrated, the elements of every style
// recalculation and the objects of every layout pass summed. For comparing two builds on a busy
// machine, where timings scatter (BENCHMARKS.md, "Lighthouse and the first load").
//
//   node bench/style-layout-counts.mjs /tmp/before,doc_build /idn/api/v3/list-sources,/ [412]
import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
import { useAndWaitHydrated } from './hydrate.mjs';

const [sites, pages = '/idn/api/v3/list-sources', width = '412'] = process.argv.slice(2);
if (!sites) {
  console.error('usage: node bench/style-layout-counts.mjs <site,site…> [page,page…] [width]');
  process.exit(2);
}
const browser = await launchChromium();
for (const root of sites.split(',')) {
  const server = await serveSite(root);
  for (const page of pages.split(',')) {
    const context = await browser.newContext({
      viewport: { width: Number(width), height: 823 },
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await tab.goto(server.url + page, { waitUntil: 'load' });
    await useAndWaitHydrated(tab);
    await tab.waitForTimeout(300);
    await cdp.send('Tracing.end');
    await done;
    let styled = 0;
    let laidOut = 0;
    for (const e of events) {
      if (e.name === 'UpdateLayoutTree') styled += e.args?.elementCount ?? 0;
      if (e.name === 'Layout') laidOut += e.args?.beginData?.dirtyObjects ?? 0;
    }
    console.log(
      `${page.padEnd(40)} ${root.padEnd(24)} elements styled ${styled}   layout objects ${laidOut}`,
    );
    await context.close();
  }
  await server.close();
}
await browser.close();
