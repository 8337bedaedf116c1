/**
 * Renders a sentence of the custom pages' data with its inline markup (`[text](/route)` links,
 * `++Key++` keys; see common/copy/inline-markup.ts). A sentence without markup stays a string.
 */
import { Fragment, type ReactNode } from 'react';
import { parseInline } from '../../../common/copy/inline-markup';
import { Link } from '../Link';

export function inline(source: string): ReactNode {
  const parts = parseInline(source);
  if (parts.length === 1 && parts[0]!.kind === 'text') return source;
  return parts.map((p, i) => {
    if (p.kind === 'text') return <Fragment key={i}>{p.text}</Fragment>;
    if (p.kind === 'key')
      return (
        <kbd key={i} className="pp-inline-code">
          {p.text}
        </kbd>
      );
    if (/^https?:\/\//.test(p.href))
      return (
        <a key={i} className="pp-link" href={p.href} target="_blank" rel="noopener noreferrer">
          {p.text}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    return (
      <Link key={i} className="pp-link" href={p.href}>
        {p.text}
      </Link>
    );
  });
}

/** Data text through `inline`, anything else (already React) as it is. */
export function rich(value: ReactNode): ReactNode {
  return typeof value === 'string' ? inline(value) : value;
}
