import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REDIRECTS } from '../config/site';
import { checkRedirects, readRedirects } from './redirects.mjs';
// deploy/nginx.conf's copy of the list.
import { NGINX_CONF, confInSync, confRedirects, nginxRedirects } from './redirects.mjs';

describe('redirects', () => {
  it('config/redirects.json is a valid list, and the one config/site.ts exports', () => {
    expect(readRedirects()).toEqual(REDIRECTS);
  });

  it('deploy/nginx.conf has exactly the list (run `node deploy/redirects.mjs --write` after editing it)', () => {
    expect(
      confInSync(REDIRECTS),
      'deploy/nginx.conf is out of date: run `node deploy/redirects.mjs --write`',
    ).toBe(true);
    const conf = fs.readFileSync(NGINX_CONF, 'utf8');
    // No redirect written by hand outside the generated part.
    const outside = conf.replace(confRedirects(conf).text, '');
    expect(outside).not.toMatch(/return 301 \/[^;$]*;/);
  });

  it('writes one exact-match location per entry', () => {
    const text = nginxRedirects([{ from: '/old/page', to: '/new' }], '  ');
    expect(text).toContain('  location = /old/page {\n      return 301 /new;\n  }\n');
    expect(confInSync([{ from: '/old/page', to: '/new' }], `x\n${text}y\n`)).toBe(true);
    expect(confInSync(REDIRECTS, `x\n${text}y\n`)).toBe(false);
  });

  it('rejects entries nginx or the servers could misread', () => {
    const bad = [
      {},
      [{ from: '/a' }],
      [{ from: '/a', to: '/', extra: 1 }],
      [{ from: 'a', to: '/' }],
      [{ from: '/a b', to: '/' }],
      [{ from: '/a;', to: '/' }],
      [{ from: '/a', to: '/$uri' }],
      [{ from: '/a', to: 'https://evil.test/' }],
      [{ from: '/a/../b', to: '/' }],
      [{ from: '/', to: '/a' }],
      [{ from: '/a/', to: '/' }],
      [
        { from: '/a', to: '/' },
        { from: '/a', to: '/b' },
      ],
    ];
    for (const list of bad)
      expect(() => checkRedirects(list), JSON.stringify(list)).toThrow(/config\/redirects\.json/);
  });
});
