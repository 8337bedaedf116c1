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
  const preact = (file: string) => path.join(rootDir, 'node_modules/preact', file);
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

/** Alias keys naming React or React DOM, a subpath of either, with or without `$`. */
const REACT_NAME = /^react(-dom)?(\/[^$]*)?\$?$/;

/** A bundled module read from React's or React DOM's own package: the swap did not happen. */
export function isReactModule(resource: string): boolean {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(resource);
}
