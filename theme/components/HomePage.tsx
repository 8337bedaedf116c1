import { Link } from './Link';
import portalData from '@portal-generated/portal-data.json';
import { formatDate } from '../logic/format-date';
// Every word of the home page (with its sources): docs/_home.json.
import copy from '../../docs/_home.json';

interface LatestPost {
  route: string;
  title: string;
  description: string;
  date: string;
  readingMinutes: number;
}

/** The three products and their entry points (data: docs/_home.json). */
const PRODUCTS: ReadonlyArray<{
  id: string;
  name: string;
  summary: string;
  links: ReadonlyArray<{ text: string; href: string }>;
}> = copy.products;

/** The home page (its own page type, spec §2): hero, the three products, latest blog posts. */
export function HomePage() {
  const posts = (portalData as { latestPosts: LatestPost[] }).latestPosts;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <p className="home-hero__eyebrow">{copy.hero.eyebrow}</p>
        <h1 id="home-title" className="home-hero__title">
          {copy.hero.title}
        </h1>
        <p className="home-hero__lead">{copy.hero.lead}</p>
        <div className="home-hero__actions">
          {copy.hero.actions.map((a, i) => (
            <Link
              key={a.href}
              className={i === 0 ? 'home-button home-button--primary' : 'home-button'}
              href={a.href}
            >
              {a.text}
            </Link>
          ))}
        </div>
      </section>
      <section className="home-section" aria-labelledby="home-products">
        <h2 id="home-products" className="home-section__title">
          {copy.productsTitle}
        </h2>
        <div className="home-products">
          {PRODUCTS.map((p) => (
            <article key={p.id} className={`home-product home-product--${p.id}`}>
              <h3 className="home-product__name">{p.name}</h3>
              <p className="home-product__summary">{p.summary}</p>
              <ul className="home-product__links">
                {p.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href}>{l.text}</Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
      <section className="home-section" aria-labelledby="home-posts">
        <div className="home-section__head">
          <h2 id="home-posts" className="home-section__title">
            {copy.posts.title}
          </h2>
          <Link href={copy.posts.allPosts.href}>{copy.posts.allPosts.text}</Link>
        </div>
        <div className="home-posts">
          {posts.map((post) => (
            <article key={post.route} className="home-post">
              <h3 className="home-post__title">
                <Link href={post.route}>{post.title}</Link>
              </h3>
              <p className="home-post__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes}{' '}
                {copy.posts.readingTime}
              </p>
              <p className="home-post__summary">{post.description}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
