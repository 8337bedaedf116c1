/**
 * Runs `cb` once the browser is idle (at the latest after `timeoutMs`, if given) and returns a
 * function that cancels it. Without requestIdleCallback (Safari) it waits `fallbackMs` instead.
 */
export function whenIdle(
  cb: () => void,
  opts: { timeoutMs?: number; fallbackMs?: number } = {},
): () => void {
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(
      cb,
      opts.timeoutMs === undefined ? undefined : { timeout: opts.timeoutMs },
    );
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(cb, opts.fallbackMs ?? 1);
  return () => window.clearTimeout(id);
}
