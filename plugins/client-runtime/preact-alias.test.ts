import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReactModule, preactAlias } from './preact-alias';

describe('the web bundle on preact/compat', () => {
  const rspress = {
    react: '/r/node_modules/react/index.js',
    'react/jsx-runtime': '/r/node_modules/react/jsx-runtime.js',
    'react-dom': '/r/node_modules/react-dom/index.js',
    'react-dom/client': '/r/node_modules/react-dom/client.js',
    'react-dom/server': '/r/node_modules/react-dom/server.browser.js',
    'react-router-dom': '/r/node_modules/react-router-dom',
    '@portal-generated': '/r/.generated',
  };
  const root = process.cwd();
  const alias = preactAlias(root, rspress);

  it("replaces every React and React DOM entry by preact's, exact-match only", () => {
    expect(alias['react$']).toBe(
      path.join(root, 'node_modules/preact/compat/dist/compat.module.js'),
    );
    expect(alias['react-dom/client$']).toBe(
      path.join(root, 'node_modules/preact/compat/client.mjs'),
    );
    expect(alias['react/jsx-runtime$']).toMatch(/preact[\\/]jsx-runtime/);
    for (const name of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react-dom/server',
    ])
      expect(alias).not.toHaveProperty([name]);
  });
  it('names the missing package and the command when preact is not installed', () => {
    expect(() => preactAlias('/nonexistent-root', rspress)).toThrow(
      /preact is not installed.*npm ci/,
    );
  });
  it('keeps the aliases that are not React (the router, generated modules)', () => {
    expect(alias['react-router-dom']).toBe(rspress['react-router-dom']);
    expect(alias['@portal-generated']).toBe('/r/.generated');
  });
  it("tells React's own modules from others", () => {
    expect(isReactModule('/r/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      true,
    );
    expect(isReactModule('/r/node_modules/scheduler/index.js')).toBe(true);
    expect(isReactModule('/r/node_modules/react-router/dist/index.js')).toBe(false);
    expect(isReactModule('/r/node_modules/preact/compat/dist/compat.module.js')).toBe(false);
  });
});
