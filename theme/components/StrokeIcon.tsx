/** A 14 px icon of one stroked path in the text colour, hidden from assistive technology. */
export function StrokeIcon(props: {
  viewBox: string;
  d: string;
  strokeWidth: string;
  fill?: string;
  strokeLinecap?: 'round';
}) {
  const { viewBox, d, strokeWidth, fill, strokeLinecap } = props;
  return (
    <svg viewBox={viewBox} width="14" height="14" aria-hidden="true">
      <path
        d={d}
        fill={fill}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap={strokeLinecap}
      />
    </svg>
  );
}
