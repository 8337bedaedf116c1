import { lazy } from 'react';

/**
 * Rspress's overview page (frontmatter `overview: true`), which Rspress's DocLayout imports for
 * every page: no portal page is one, so its code (and its groups') is loaded only if such a page
 * is ever rendered.
 */
export const Overview = lazy(() =>
  import('@rspress/core/dist/theme/components/Overview/index.js').then((m) => ({
    default: m.Overview,
  })),
);
export const OverviewGroup = lazy(() =>
  import('@rspress/core/dist/theme/components/OverviewGroup/index.js').then((m) => ({
    default: m.OverviewGroup,
  })),
);
