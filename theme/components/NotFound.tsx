import { Link } from './Link';
import { TEXTS } from '../../config/site';
import { useCleanHtmlSuffix } from '../logic/useCleanHtmlSuffix';
import { NotFoundHelp } from './NotFoundHelp';

const NOT_FOUND_TEXTS = TEXTS.notFound;

/**
 * spec §8 "Unknown path", exact texts, then the way on (NotFoundHelp.tsx: "Did you mean", search
 * results for the path's words, a search box). A path ending in .html or /index.html is retried
 * without it first.
 */
export function NotFound() {
  if (useCleanHtmlSuffix()) return null;
  return (
    <main className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{NOT_FOUND_TEXTS.title}</h1>
      <p className="not-found__subtitle">{NOT_FOUND_TEXTS.subtitle}</p>
      <p className="not-found__body">{NOT_FOUND_TEXTS.body}</p>
      <NotFoundHelp />
      <p className="not-found__actions">
        <Link href="/" className="not-found__home">
          Go to the home page
        </Link>
        <Link href="/docs" className="not-found__docs">
          Browse all documentation
        </Link>
      </p>
    </main>
  );
}
