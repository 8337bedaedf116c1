// The guides through Rspress's MDX compile (the `Rspack compile` phase's main-thread work, without
// Rspack), as rspress.config.ts sets it up: `npx vite-node bench/guide-compile.ts [--no-guide-code] [--out <dir>]` compiles every
// Markdown file of docs/ with the portal's code-block step (plugins/guide-code) or, with
// --no-guide-code, Rspress's Shiki step alone, three times, and prints each round's CPU seconds and
// the compiled JavaScript's bytes. The other remark/rehype plugins of the portal are left out (they
// need the build's state); dead-link checks are off. --out writes each compiled file there.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { remarkGuideCode } from '../plugins/guide-code/remark-guide-code';

const args = process.argv.slice(2);
const withGuideCode = !args.includes('--no-guide-code');
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? path.resolve(args[outIndex + 1]!) : undefined;
const root = path.resolve(__dirname, '..');
const docs = path.join(root, 'docs');
const require = createRequire(import.meta.url);
const processor = path.join(
  path.dirname(require.resolve('@rspress/core/package.json')),
  'dist/node/mdx/processor.js',
);
const { compile } = (await import(pathToFileURL(processor).href)) as {
  compile: (options: Record<string, unknown>) => Promise<string>;
};
const files = (fs.readdirSync(docs, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.md') || f.endsWith('.mdx'))
  .map((f) => path.join(docs, f));
const config = {
  markdown: {
    link: { checkDeadLinks: false },
    shiki: { langs: [] },
  },
};
const plugins = withGuideCode
  ? [{ name: 'guide-code', markdown: { remarkPlugins: [remarkGuideCode] } }]
  : [];
for (let round = 1; round <= 3; round++) {
  const start = process.cpuUsage();
  let bytes = 0;
  for (const filepath of files) {
    const js = await compile({
      source: fs.readFileSync(filepath, 'utf8'),
      filepath,
      docDirectory: docs,
      config,
      pluginDriver: { getPlugins: () => plugins },
      routeService: undefined,
      addDependency: () => {},
    });
    bytes += js.length;
    if (outDir && round === 1) {
      const out = path.join(outDir, `${path.relative(docs, filepath)}.js`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, js);
    }
  }
  const cpu = process.cpuUsage(start);
  console.log(
    `round ${round}: ${files.length} files, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU, ${(bytes / 1024).toFixed(0)} KB of JavaScript (${withGuideCode ? 'guide-code' : "Rspress's Shiki"})`,
  );
}
