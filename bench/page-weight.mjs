// What a first load of one page downloads, measured in headless Chromium: HTML and every
// JavaScript file, raw and gzip (the preview server sends them uncompressed; gzip -9 here).
import zlib from 'node:zlib';
import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

export async function pageWeight(siteDir, route) {
  const server = await serveSite(siteDir);
  const browser = await launchChromium();
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
  await page.goto(server.url + route, { waitUntil: 'networkidle' });
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
