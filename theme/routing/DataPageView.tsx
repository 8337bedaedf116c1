import { usePage } from '@rspress/core/runtime';
import { Fragment, use } from 'react';
import { loadDataPage } from '@portal/page-data-loader';
import { DATA_SCRIPT_ID, type DataPage, type DataSection } from '../../common/data-pages/format';
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

/** The record less its sections (they are the rendered page), `<` escaped so it cannot end the script. */
const metaJson = ({ sections: _s, ...meta }: DataPage) => JSON.stringify(meta).replace(/</g, '\\u003c');

/**
 * Renders every data page (API operation, tag, version root) from its record: the sections, and
 * the rest of the record as a JSON data script, from which the browser reads the record back
 * (read-data-page.ts). On a client-side navigation the route's preload has usually loaded the
 * record already, else this suspends until it arrives.
 */
export function DataPageView({ path }: { path: string }) {
  const own = (usePage().page as { dataPage?: DataPage }).dataPage;
  const data = own?.routePath === path ? own : use(loadDataPage(path));
  if (!data) return null;
  return (
    <div className="data-page">
      <script type="application/json" id={DATA_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: metaJson(data) }} />
      {data.sections.map((s, i) => (
        <Fragment key={i}>
          {s.heading && <Heading heading={s.heading} />}
          {s.html && <Html html={s.html} />}
        </Fragment>
      ))}
    </div>
  );
}
