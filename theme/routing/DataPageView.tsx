import { usePage } from '@rspress/core/runtime';
import { Fragment, use } from 'react';
import { loadDataPage } from '@portal/page-data-loader';
import type { DataPage, DataSection } from '../../common/data-pages/format';
import { Html } from '../api/Html';

/** A heading as Rspress renders Markdown headings (id, anchor out of the tab order, TOC class). */
function Heading({ heading }: { heading: NonNullable<DataSection['heading']> }) {
  const Tag = `h${heading.level}` as 'h1' | 'h2' | 'h3';
  return (
    <Tag className="rp-toc-include" id={heading.id}>
      <a href={`#${heading.id}`} className="rp-header-anchor rp-link" aria-hidden="true" tabIndex={-1}>
        #
      </a>
      {heading.text}
    </Tag>
  );
}

/**
 * Renders every data page (API operation, tag, version root) from its record. The record comes
 * with the page data (server render and first load); on a client-side navigation the route's
 * preload has usually fetched it already, else this suspends until it arrives.
 */
export function DataPageView({ path }: { path: string }) {
  const own = (usePage().page as { dataPage?: DataPage }).dataPage;
  const data = own?.routePath === path ? own : use(loadDataPage(path));
  if (!data) return null;
  return (
    <>
      {data.sections.map((s, i) => (
        <Fragment key={i}>
          {s.heading && <Heading heading={s.heading} />}
          {s.html && <Html html={s.html} />}
        </Fragment>
      ))}
    </>
  );
}
