import { useEffect, useLayoutEffect } from 'react';
import { installDeferredSections, showNearDeferred } from './deferred-sections';
import { installLazyPanels } from './lazy-panels';
import { installSchemaFilter } from './schema-filter';
import { applyServerVariables, installServerVariables } from './server-vars';
import { addCopyButtons, applyStoredTabChoices, installApiBehaviour } from './tab-groups';
import { installViewState, revealHash } from './view-state';

/**
 * What a generated API page does in the browser: tabs and menus, parts rendered on demand
 * (deferred sections, lazy panels), view state in the URL, server variables, copy buttons. It runs from the API page's own component, so
 * this code is in the chunk of API pages and the home and docs pages never load it.
 */
export function useApiBehaviour(path: string): void {
  useEffect(() => {
    const off = [
      installApiBehaviour(),
      installServerVariables(),
      installLazyPanels(),
      installViewState(),
    ];
    return () => off.forEach((f) => f());
  }, []);
  // After a client-side render the sections near the top are shown before paint (on a first load the page's own scripts did).
  useLayoutEffect(showNearDeferred, [path]);
  useEffect(() => installDeferredSections(), [path]);
  useEffect(() => installSchemaFilter(), [path]);
  useEffect(() => {
    applyStoredTabChoices();
    applyServerVariables();
    addCopyButtons();
    // A link to a status code, a schema node or a field inside either shows that view.
    revealHash();
  }, [path]);
}
