/** One event listener: where, which event, the handler, and `true` to listen in the capture phase. */
export type Listener = [
  target: EventTarget,
  type: string,
  handler: (e: never) => void,
  capture?: boolean,
];

/** Adds the listeners and returns the function that removes them all (an effect's cleanup). */
export function listenAll(listeners: readonly Listener[]): () => void {
  for (const [target, type, handler, capture] of listeners)
    target.addEventListener(type, handler as EventListener, capture);
  return () => {
    for (const [target, type, handler, capture] of listeners)
      target.removeEventListener(type, handler as EventListener, capture);
  };
}
