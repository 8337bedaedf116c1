// What a first load of one page downloads, measured in headless Chromium: HTML and every
// JavaScript file, raw and gzip (the preview server sends them uncompressed; gzip -9 here).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { createServer } from '../tests/harness/serve.mjs';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

export async function pageWeight(siteDir, route) {
  const server = createServer(siteDir);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'document')
      bodies.push(
        res
          .body()
          .then((b) => ({ type, url: res.url(), b }))
          .catch(() => null),
      );
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const all = (await Promise.all(bodies)).filter(Boolean);
  await browser.close();
  server.close();
  const sum = (list, f) => list.reduce((n, x) => n + f(x.b), 0);
  const js = all.filter((x) => x.type === 'script');
  const doc = all.filter((x) => x.type === 'document');
  return {
    htmlRaw: sum(doc, (b) => b.length),
    htmlGzip: sum(doc, gz),
    jsRaw: sum(js, (b) => b.length),
    jsGzip: sum(js, gz),
    jsFiles: js.length,
  };
}
