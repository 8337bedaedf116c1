import { Link, type LinkProps } from '../components/Link';

/** A navbar entry's link: its text and target, the config's rel if any, the current page marked. */
export function EntryLink({
  entry,
  ...props
}: LinkProps & { entry: { text: string; link: string; rel?: string; current?: 'page' | 'true' } }) {
  return (
    <Link
      href={entry.link}
      {...(entry.rel ? { rel: entry.rel } : {})}
      {...props}
      aria-current={entry.current}
    >
      {entry.text}
    </Link>
  );
}
