import { useReadPercent } from './scroll-hooks';

/**
 * How far the page has been read, beside "On this page" (the outline and the phone's menu bar):
 * Rspress drew a 14 px ring, which at 0–10 % looked like a loading spinner. Now the figure itself
 * ("35%"), in a box as wide as "100%" so the bar never shifts, and nothing before the reader
 * scrolls. Decoration only: screen readers get the outline, not a number that changes on scroll.
 */
export function ReadPercent(_props: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  return (
    <span className="read-percent" aria-hidden="true">
      {percent > 0 ? `${percent}%` : ''}
    </span>
  );
}
