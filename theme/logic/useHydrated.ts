import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on (and for anything
 * mounted later). For controls that do nothing without JavaScript: they are not sent as HTML.
 */
export const useHydrated = () => useSyncExternalStore(subscribe, () => true, () => false);
