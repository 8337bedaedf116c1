/** Collapse/expand duration grows with the content's height: 200 ms for short lists, up to 400 ms. */
export function collapseDurationMs(heightPx: number): number {
  return Math.round(Math.min(400, Math.max(200, 200 + heightPx / 5)));
}
