import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedPage } from '../shared/write-pages';
import { REDIRECTS } from '../../config/site';
import { frontmatter } from '../shared/page-file';

/**
 * spec §2 redirects as real pages: the static HTML redirects without JavaScript (meta
 * refresh + canonical), and the page redirects client-side on in-app navigation.
 * deploy/nginx.conf answers the same paths with a 301.
 */
export function redirectPages(opts: {
  outDir: string;
  redirectComponent: string;
}): () => GeneratedPage[] {
  return () => {
    fs.rmSync(opts.outDir, { recursive: true, force: true });
    fs.mkdirSync(opts.outDir, { recursive: true });
    return REDIRECTS.map(({ from, to }) => {
      const head = JSON.stringify([
        ['meta', { 'http-equiv': 'refresh', content: `0; url=${to}` }],
        ['link', { rel: 'canonical', href: to }],
        ['meta', { name: 'robots', content: 'noindex' }],
      ]);
      const mdx = `${frontmatter({ title: 'Redirecting', pageType: 'blank' }).replace(/\n---\n$/, `\nhead: ${head}\n---\n`)}
import { Redirect } from ${JSON.stringify(opts.redirectComponent)};

<Redirect to=${JSON.stringify(to)} />
`;
      const filepath = path.join(
        opts.outDir,
        `${from.replace(/^\//, '').replace(/\//g, '__')}.mdx`,
      );
      fs.writeFileSync(filepath, mdx);
      return { routePath: from, filepath };
    });
  };
}
