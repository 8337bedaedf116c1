import { cleanUrlByConfig, isExternalUrl, removeBase, withBase } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { useResilientNavigate } from './useResilientNavigate';

/**
 * Goes to a site href as the theme's Link does (a clean URL under the base, client-side; an
 * external one by a full load). Rspress's useLinkNavigate did the same but brought its own
 * progress bar (nprogress) into every page's entry.
 */
export function useSiteNavigate(): (href: string) => void {
  const navigate = useResilientNavigate();
  return useCallback(
    (href: string) => {
      if (isExternalUrl(href)) return window.location.assign(href);
      void navigate(href.startsWith('/') ? removeBase(withBase(cleanUrlByConfig(href))) : href);
    },
    [navigate],
  );
}
