import { SPINNER_DELAY_MS } from '../../config/site';

/**
 * Page-load state shared by the navigation code and the indicator (spec §4):
 * idle → loading (shown only after SPINNER_DELAY_MS) → idle, or failed.
 */
export type LoadState =
  { kind: 'idle' } | { kind: 'loading'; target: string } | { kind: 'failed'; message: string };

type Listener = (s: LoadState) => void;
let state: LoadState = { kind: 'idle' };
const listeners = new Set<Listener>();

export const getLoadState = () => state;
export function setLoadState(next: LoadState): void {
  state = next;
  for (const l of listeners) l(next);
}
export function subscribeLoadState(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
export { SPINNER_DELAY_MS };
