import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECTS } from '../../config/site';
import { cacheControl, containedPath, createServer } from './serve.mjs';

describe('cacheControl', () => {
  it('caches only files whose name changes with their content', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(cacheControl('/static/js/index.3f2a9c1b.js')).toBe(immutable);
    expect(cacheControl('/search/idn-api.0123456789.json')).toBe(immutable);
    for (const p of [
      '/llms.txt',
      '/llms-full.txt',
      '/idn/api/v3/list-sources.md',
      '/api-specs/idn-v3.yaml',
      '/search/manifest.json',
      '/sitemap.xml',
      '/idn/docs.html',
    ]) {
      expect(cacheControl(p), p).toBe('no-cache');
    }
  });
});

describe('containedPath', () => {
  const root = path.resolve('/srv/doc_build');
  it('keeps paths inside the root', () => {
    expect(containedPath(root, '/a/b.html')).toBe(path.join(root, 'a/b.html'));
    expect(containedPath(root, '/a/../b.html')).toBe(path.join(root, 'b.html'));
    expect(containedPath(root, '//etc/passwd')).toBe(path.join(root, 'etc/passwd'));
    expect(containedPath(root, '/..foo.txt')).toBe(path.join(root, '..foo.txt'));
  });
  it('rejects paths that leave it, the root itself and NUL bytes', () => {
    for (const p of [
      '/../doc_build2/secret.txt',
      '/../x',
      '/a/../../doc_build2/x',
      '/..',
      '/',
      '',
      '/index.html\0.txt',
    ]) {
      expect(containedPath(root, p), p).toBeNull();
    }
  });
});

describe('preview server', () => {
  let dir: string;
  let base: string;
  let server: ReturnType<typeof createServer>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
    const site = path.join(dir, 'doc_build');
    fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(site, 'index.html'), 'home');
    fs.writeFileSync(path.join(site, '404.html'), 'not found page');
    fs.writeFileSync(path.join(site, 'docs/index.html'), 'docs');
    fs.writeFileSync(path.join(site, 'docs/a.html'), 'page a');
    // A sibling folder whose name starts with the site's: a prefix test would let it through.
    fs.mkdirSync(path.join(dir, 'doc_build2'));
    fs.writeFileSync(path.join(dir, 'doc_build2/secret.txt'), 'SECRET');
    fs.writeFileSync(path.join(dir, 'doc_build2/page.html'), 'SECRET PAGE');
    fs.writeFileSync(path.join(dir, 'outside.txt'), 'SECRET OUTSIDE');
    // Relative: createServer resolves it.
    server = createServer(path.relative(process.cwd(), site));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages, clean URLs and the not-found page', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('home');
    expect(await (await fetch(`${base}/docs/a`)).text()).toBe('page a');
    expect(await (await fetch(`${base}/docs/`)).text()).toBe('docs');
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('not found page');
  });

  it('never serves a file outside the site folder, encoded or not', async () => {
    const attempts = [
      '/..%2fdoc_build2/secret.txt',
      '/..%2Fdoc_build2/secret.txt',
      '/%2e%2e%2fdoc_build2/secret.txt',
      '/%2E%2E%2Fdoc_build2/secret.txt',
      '/.%2e/doc_build2/secret.txt',
      '/docs/..%2f..%2fdoc_build2/secret.txt',
      '/..%2fdoc_build2/page',
      '/..%2fdoc_build2/page.html',
      '/..%2foutside.txt',
      '/%2e%2e%2f%2e%2e%2f..%2fetc%2fpasswd',
      '/..%5cdoc_build2%5csecret.txt',
      '/%252e%252e%252fdoc_build2/secret.txt',
      '/index.html%00.txt',
      '/docs/a%00',
    ];
    for (const p of attempts) {
      const res = await fetch(`${base}${p}`, { redirect: 'manual' });
      const body = await res.text();
      expect(body, p).not.toContain('SECRET');
      expect(res.status, p).toBe(404);
    }
  });

  it('answers every redirect of config/redirects.json with a 301', async () => {
    expect(REDIRECTS.length).toBeGreaterThan(0);
    for (const { from, to } of REDIRECTS) {
      const res = await fetch(`${base}${from}?x=1`, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(`${to}?x=1`);
    }
  });
});
