import { startTransition, useEffect, useState } from 'react';

/** Set by the first component that finished hydrating; components mounted later start true. */
let hydrated = false;

/**
 * False in the server's HTML and while React hydrates it, true from then on (and for anything
 * mounted later). For controls that do nothing without JavaScript: they are not sent as HTML.
 *
 * The switch is a transition: an API sidebar has a hundred group toggles, and adding them in
 * one synchronous render right after hydration (what useSyncExternalStore does when the
 * server's value differs) was a blocking task of its own on slow phones; a transition renders
 * them in slices the browser can interrupt.
 *
 * For the layout only (navbar, sidebar): the page's content is a Suspense boundary React
 * hydrates after the layout, when this already answers true, which would not match its HTML.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    if (done) return;
    hydrated = true;
    startTransition(() => setDone(true));
  }, [done]);
  return done;
}
