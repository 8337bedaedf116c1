import type { HtmlBasicTag } from '@rsbuild/core';

/** What marks Rspress's inline colour-mode script (`getInlineThemeScript` in @rspress/core's node/constants.js). */
const MARK = "localStorage.getItem('rspress-theme-appearance')";

/**
 * Drops the colour-mode script Rspress puts in every page's <head> (as an Rsbuild `html.tags`
 * entry): theme/logic/inline-scripts.ts's HEAD_SCRIPT runs first and sets the same classes and
 * colour scheme from the portal's own `theme` key, which it mirrors into Rspress's key, so
 * Rspress's script only repeated the work and ~0.5 KB a page. Below Rspress's public API
 * (ARCHITECTURE.md "Seams below Rspress"): the build fails when the script is no longer found.
 */
export function withoutRspressThemeScript<T extends HtmlBasicTag>(tags: T[]): T[] {
  const kept = tags.filter(
    (t) => !(t.tag === 'script' && typeof t.children === 'string' && t.children.includes(MARK)),
  );
  if (kept.length === tags.length)
    throw new Error(
      "plugins/shared/rspress-theme-script.ts: Rspress's inline colour-mode script was not found among the HTML tags (did @rspress/core change how it adds it?)",
    );
  return kept;
}
