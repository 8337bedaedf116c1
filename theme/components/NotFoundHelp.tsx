import { removeBase, useLocation, withBase } from '@rspress/core/runtime';
import { useEffect, useState, type FormEvent } from 'react';
import { pathQuery } from '../logic/route-suggestions';
import { useResilientNavigate } from '../logic/useResilientNavigate';
import { Link } from './Link';
import type { NotFoundHelp as Help } from './not-found-help';

/**
 * The not-found page's way on: "Did you mean" (the pages nearest the missing path, its slug
 * compared with every page's slug and operationId), the top search results for the path's
 * words, and a search box. All static: the box is a form that opens `/search?q=…`; the lists come
 * from the search index, fetched after the page has hydrated (not-found-help.ts, a chunk of its
 * own), the schema pages a moment later.
 */
export function NotFoundHelp() {
  const { pathname } = useLocation();
  const path = removeBase(pathname);
  const query = pathQuery(path);
  const navigate = useResilientNavigate();
  const [help, setHelp] = useState<Help | null>(null);
  const [searched, setSearched] = useState(query);
  // The box is drawn once mounted: the search page it opens needs JavaScript anyway, and React
  // writes the server's <input> self-closed, which the HTML checks of the built pages reject.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    let live = true;
    setHelp(null);
    setSearched(query);
    import('./not-found-help')
      .then(async ({ findHelp }) => {
        const first = await findHelp(path, query);
        if (!live) return;
        setHelp(first);
        const all = await findHelp(path, query, true);
        if (live) setHelp(all);
      })
      // Without the index (offline, a failed request) the search box is still there.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path, query]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const q = new FormData(e.currentTarget).get('q');
    if (typeof q !== 'string' || !q.trim()) return;
    e.preventDefault();
    void navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };

  return (
    <div className="not-found__help">
      <div aria-live="polite" className="not-found__found">
        {help?.suggestions.length ? (
          <section aria-labelledby="not-found-suggestions" className="not-found__list">
            <h2 id="not-found-suggestions">Did you mean</h2>
            <ul>
              {help.suggestions.map((s) => (
                <li key={s.route}>
                  <Link href={s.route}>{s.title}</Link>
                  <code className="not-found__route">{s.route}</code>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {help?.results.length ? (
          <section aria-labelledby="not-found-results" className="not-found__list">
            <h2 id="not-found-results">Search results for “{searched}”</h2>
            <ul>
              {help.results.map((r) => (
                <li key={r.href}>
                  <Link href={r.href}>{r.title}</Link>
                  <span className="not-found__group">{r.group}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {mounted ? (
        <form
          role="search"
          aria-label="Search the site"
          action={withBase('/search')}
          method="get"
          className="not-found__search"
          onSubmit={submit}
        >
          <label htmlFor="not-found-q">Search the site</label>
          <span className="not-found__search-row">
            <input id="not-found-q" name="q" type="search" defaultValue={query} key={query} />
            <button type="submit">Search</button>
          </span>
        </form>
      ) : null}
    </div>
  );
}
