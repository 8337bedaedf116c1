// The browser entry, in place of Rspress's client entry (plugins/client-boot).
//
// Rspress's entry evaluates React DOM, the theme and the app in one script task, then hydrates.
// On a slow phone that task took several hundred milliseconds in which nothing responds (Total
// Blocking Time). Here each part is evaluated in a task of its own; hydration itself is already
// sliced by React (Rspress starts it in a transition). The modules stay in the chunks the page
// already loads: "eager" imports create no chunk and no request. The scripts themselves are added
// only after the page has been painted (load-after-paint.ts), and run only once the reader starts
// to use the page (first-use.ts).
import { firstUse, replayHeldClicks } from './first-use';
import { runPreloadedChunks } from './preloaded-chunks';
import { removeSuspenseMarkers } from './suspense-markers';
import { nextTask } from './yield';

async function boot() {
  runPreloadedChunks();
  // Nothing is evaluated until the reader starts to use the page (first-use.ts).
  await firstUse();
  replayHeldClicks();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // Only for its evaluation: naming one export keeps the theme's unused exports tree-shaken.
  await import(/* webpackMode: "eager", webpackExports: ["Layout"] */ '@theme');
  await nextTask();
  // Preact hydrates the production build: React's boundary comments would make it move the page's
  // content (suspense-markers.ts). `rspress dev` runs React, which needs them.
  if (import.meta.env.PROD)
    removeSuspenseMarkers(document.getElementById('__rspress_root') ?? document);
  // Rspress's own entry: reads the page's data and hydrates.
  await import(/* webpackMode: "eager" */ '@portal/client-entry');
}

void boot();
