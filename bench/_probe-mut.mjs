import { launchChromium } from '../tests/harness/chromium.mjs';
import { serveSite } from '../tests/harness/serve.mjs';
const [root, page] = process.argv.slice(2);
const s = await serveSite(root);
const browser = await launchChromium();
const tab = await (await browser.newContext({ viewport: { width: 412, height: 823 } })).newPage();
await tab.addInitScript(() => {
  window.__m = [];
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((l) => { for (const r of l) window.__m.push(r.type + ' ' + (r.target.nodeName) + '.' + (r.target.className?.baseVal ?? r.target.className ?? '') + ' +' + [...r.addedNodes].map((n) => n.nodeName + (n.className ? '.'+n.className : '')).join(',') + ' -' + [...r.removedNodes].map((n) => n.nodeName + (n.nodeType===8? ':'+n.data:'') + (n.className ? '.'+n.className : '')).join(',') + (r.attributeName ? ' @' + r.attributeName : '')); }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
});
await tab.goto(s.url + page, { waitUntil: 'load' });
await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30000 });
await tab.waitForTimeout(1000);
const m = await tab.evaluate(() => window.__m);
console.log(m.length, 'mutations');
const counts = new Map(); for (const x of m) counts.set(x, (counts.get(x) ?? 0) + 1);
for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v, k.slice(0, 200));
await browser.close(); await s.close();
