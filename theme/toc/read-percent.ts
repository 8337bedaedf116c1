/** How far the content has been read (0–100): Rspress's formula (useReadPercent), the viewport counted once scrolled. */
export const readPercent = (scrollTop: number, contentHeight: number, viewHeight: number) =>
  Math.floor(
    Math.min(
      Math.max(0, ((scrollTop - 50 + Math.min(scrollTop, viewHeight)) / contentHeight) * 100),
      100,
    ),
  ) || 0;
