import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { cleanPathCandidate } from '../logic/clean-path';
import { routeExists } from '../logic/routes';

/** spec §8 "Unknown path": exact texts. A path ending in .html or /index.html is retried without it first. */
export const NOT_FOUND_TEXTS = {
  title: 'Page Not Found',
  subtitle: '...but it could!',
  body: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
} as const;

export function NotFound() {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    const candidate = cleanPathCandidate(window.location.pathname);
    if (candidate && routeExists(candidate)) {
      setRetrying(true);
      window.location.replace(candidate + window.location.search + window.location.hash);
    }
  }, []);
  if (retrying) return null;
  return (
    <div className="not-found" role="main">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="not-found__title">{NOT_FOUND_TEXTS.title}</h1>
      <p className="not-found__subtitle">{NOT_FOUND_TEXTS.subtitle}</p>
      <p className="not-found__body">{NOT_FOUND_TEXTS.body}</p>
      <p className="not-found__actions">
        <Link href="/" className="not-found__home">
          Go to the home page
        </Link>
        <Link href="/docs" className="not-found__docs">
          Browse all documentation
        </Link>
      </p>
    </div>
  );
}
