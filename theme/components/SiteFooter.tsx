import { withBase } from '@rspress/core/runtime';
import { Link } from './Link';
import { footerColumns } from '../../config/nav';
import { API_LIST, PRODUCT_LIST } from '../api/api-list';
import { ServerMemo } from '../ssg/server-memo';

const COLUMNS = footerColumns(API_LIST, PRODUCT_LIST);
import { COPYRIGHT_YEAR, SITE_TITLE } from '../../config/site';

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** Site footer with link columns and the copyright line (spec §2: Copyright © 2023). */
export function SiteFooter() {
  // The same on every page: static generation renders it once (theme/ssg/server-memo.tsx).
  return <ServerMemo memoKey="footer">{() => <FooterContent />}</ServerMemo>;
}

// Lean markup (it is in every page): columns, titles and external links have no class of their
// own (site-footer.css), the copyright line is one text node.
function FooterContent() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__columns" aria-label="Footer">
          {COLUMNS.map((col) => (
            <div key={col.title}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.href}>
                    {l.file ? (
                      <a href={withBase(l.href)}>{l.text}</a>
                    ) : isExternal(l.href) ? (
                      <a href={l.href} target="_blank" rel="noopener noreferrer">
                        {l.text}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <Link bare href={l.href}>
                        {l.text}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <p className="site-footer__copyright">
          {`Copyright © ${COPYRIGHT_YEAR} ${SITE_TITLE}. Built with Rspress.`}
        </p>
      </div>
    </footer>
  );
}
