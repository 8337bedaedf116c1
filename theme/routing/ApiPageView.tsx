import { usePage } from '@rspress/core/runtime';
import { Fragment, useEffect } from 'react';
import { readPromise } from '../logic/read-promise';
import { loadApiPage } from '@portal/api-page-loader';
import {
  DATA_SCRIPT_ID,
  type ApiPage,
  type ApiPageSection,
  type TocItem,
} from '../../common/api-pages/format';
import { API_PAGE } from '../../common/api-pages/markup';
import { Html } from '../components/Html';
import { installPaneOrder } from '../api/pane-order-lazy';
import { useApiBehaviour } from '../api/useApiBehaviour';
import { EditLink } from '../components/EditLink';

/** A heading as Rspress renders Markdown headings (id, anchor out of the tab order, TOC class). */
function Heading({ heading }: { heading: NonNullable<ApiPageSection['heading']> }) {
  const Tag = `h${heading.level}` as 'h1' | 'h2' | 'h3';
  return (
    <Tag className={API_PAGE.heading} id={heading.id}>
      <a
        href={`#${heading.id}`}
        className={API_PAGE.headingAnchor}
        aria-hidden="true"
        tabIndex={-1}
      >
        #
      </a>
      {heading.text}
    </Tag>
  );
}

function Sections({ sections }: { sections: ApiPageSection[] }) {
  return sections.map((s, i) => (
    <Fragment key={i}>
      {s.heading && <Heading heading={s.heading} />}
      {s.html && <Html html={s.html} />}
    </Fragment>
  ));
}

/**
 * The text of a two-pane page with a link to the panel (its code samples) between the request and
 * the responses. Below the two-pane width the panel comes after every response schema (on a phone
 * ~9,800 px down an operation such as create-source): the link, shown only there
 * (theme/api/two-pane.css), brings the samples within one screen of the request body. The
 * document keeps its order (what a screen reader and Tab follow), so the samples are not moved.
 */
function SectionsWithJump({
  sections,
  target,
}: {
  sections: ApiPageSection[];
  target?: ApiPageSection['heading'];
}) {
  // After the first section of level 2 (Request), the next one (Responses) starts the rest.
  const request = sections.findIndex((s) => s.heading?.level === 2);
  const at = sections.findIndex((s, i) => i > request && s.heading?.level === 2);
  if (!target || request < 0 || at < 0) return <Sections sections={sections} />;
  return (
    <>
      <Sections sections={sections.slice(0, at)} />
      <p className={API_PAGE.jump}>
        <a href={`#${target.id}`}>Jump to the {target.text.toLowerCase()}</a>
      </p>
      <Sections sections={sections.slice(at)} />
    </>
  );
}

/**
 * The compact table of contents of the two-pane layout, where the side panel takes the place of
 * Rspress's outline column (shown from 1280 px; below, Rspress's own "On this page" menu serves).
 */
function OnThisPage({ toc }: { toc: TocItem[] }) {
  if (!toc.length) return null;
  return (
    <details className={API_PAGE.toc}>
      <summary>On this page</summary>
      <nav aria-label="On this page">
        {toc.map((t) => (
          <a key={t.id} href={`#${t.id}`} data-depth={t.depth}>
            {t.text}
          </a>
        ))}
        {/* The outline's foot, which this control stands in for. */}
        <EditLink />
      </nav>
    </details>
  );
}

/**
 * The record less what the page renders anyway, the sections and the sidebar's groups (read back
 * from the HTML: read-api-page.ts), `<` escaped so it cannot end the script. Groups under tag
 * groups (x-tagGroups) keep their titles here: a closed tag group renders none of them.
 */
const metaJson = ({ sections: _s, ...meta }: ApiPage) => {
  const sb = meta.sidebar;
  const groups = sb?.groups.some((g) => g.section)
    ? sb.groups.map(({ text, key, section }) => ({ text, key, ...(section ? { section } : {}) }))
    : [];
  return JSON.stringify(sb ? { ...meta, sidebar: { ...sb, groups } } : meta).replace(
    /</g,
    '\\u003c',
  );
};

/**
 * Renders every API page (API operation, tag, version root) from its record: the sections, and
 * the rest of the record as a JSON data script, from which the browser reads the record back
 * (read-api-page.ts). A record with panel sections (an operation) gets the two-pane layout: its
 * title section across the page, the other sections on the left, the panel (request sample,
 * response examples) on the right; the parts carry `data-area` so the reader can tell them apart.
 * On a client-side navigation the route's preload has usually loaded the record already, else
 * this suspends until it arrives.
 */
export function ApiPageView({ path }: { path: string }) {
  useApiBehaviour(path);
  // Two panes: Tab goes header → panel → text, the order the reader sees them (pane-order.ts).
  useEffect(installPaneOrder, []);
  const own = (usePage().page as { apiPage?: ApiPage }).apiPage;
  const data = own?.routePath === path ? own : readPromise(loadApiPage(path));
  if (!data) return null;
  const script = (
    <script
      type="application/json"
      id={DATA_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: metaJson(data) }}
    />
  );
  const panel = data.sections.filter((s) => s.area === API_PAGE.areas.panel);
  if (!panel.length) {
    return (
      <div className={API_PAGE.root}>
        {script}
        <Sections sections={data.sections} />
      </div>
    );
  }
  const [head, ...rest] = data.sections.filter((s) => s.area !== API_PAGE.areas.panel);
  return (
    <div className={`${API_PAGE.root} ${API_PAGE.layout}`}>
      {script}
      <div className={API_PAGE.head} data-area={API_PAGE.areas.head}>
        <Sections sections={head ? [head] : []} />
        <OnThisPage toc={data.toc} />
      </div>
      <div className={API_PAGE.main} data-area={API_PAGE.areas.main}>
        <SectionsWithJump sections={rest} target={panel[0]?.heading} />
      </div>
      <aside
        className={API_PAGE.panel}
        data-area={API_PAGE.areas.panel}
        aria-label="Request and response examples"
      >
        <div className={API_PAGE.sticky}>
          <Sections sections={panel} />
        </div>
      </aside>
    </div>
  );
}
