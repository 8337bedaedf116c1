import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The web bundle's React, React DOM and JSX runtime resolved to preact/compat. Rspress aliases
 * these names (and subpaths) to React's files; those entries are replaced, the rest kept. Exact
 * (`$`) keys, so that `react-dom/server`, which only the server bundle uses, is never rewritten
 * by a prefix match.
 */
export function preactAlias(
  rootDir: string,
  alias: Record<string, unknown>,
): Record<string, unknown> {
  const dir = preactDir(rootDir);
  const preact = (file: string) => path.join(dir, file);
  const compat = preact('compat/dist/compat.module.js');
  const jsx = preact('jsx-runtime/dist/jsxRuntime.module.js');
  const kept = Object.entries(alias).filter(([name]) => !REACT_NAME.test(name));
  return {
    react$: compat,
    'react-dom$': compat,
    'react-dom/client$': preact('compat/client.mjs'),
    'react/jsx-runtime$': jsx,
    'react/jsx-dev-runtime$': jsx,
    ...Object.fromEntries(kept),
  };
}

/** Where preact is installed, or a build error saying what to run. */
function preactDir(rootDir: string): string {
  try {
    return path.dirname(
      createRequire(path.join(rootDir, 'package.json')).resolve('preact/package.json'),
    );
  } catch {
    throw new Error(
      'plugins/client-runtime: the package preact is not installed (the browser build runs on preact/compat); run npm ci',
    );
  }
}

/** Alias keys naming React or React DOM, a subpath of either, with or without `$`. */
const REACT_NAME = /^react(-dom)?(\/[^$]*)?\$?$/;

/** A bundled module read from React's or React DOM's own package: the swap did not happen. */
export function isReactModule(resource: string): boolean {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(resource);
}
