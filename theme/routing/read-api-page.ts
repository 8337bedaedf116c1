import {
  DATA_SCRIPT_ID,
  type ApiPage,
  type ApiPageSection,
  type PageSidebar,
  type SidebarLink,
} from '../../common/api-pages/format';
import { cls, API_PAGE, SIDEBAR } from '../../common/api-pages/markup';
import { API_INDEX_FILTER_ID } from '../api/api-index-filter';

/** A heading's own text: its text nodes, not the "#" of its anchor. */
const headingText = (el: Element) =>
  [...el.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();

/**
 * What a section's HTML is in the record of the page the browser is showing (readApiPage with
 * `live`): that record only hydrates the sections already there, and Preact does not read
 * `dangerouslySetInnerHTML` while hydrating (nor again while the string stays the same), so
 * serializing every section's elements (on an operation page at 16× CPU slowdown, a tenth of the
 * hydration task) bought nothing. The record is never rendered anew (loadApiPage fetches the page
 * for any later render). A section with the API index's filter keeps its HTML: Html looks for it.
 */
export const LIVE_SECTION = '<!--live-->';

const sectionHtml = (el: Element, live: boolean) =>
  live && !el.querySelector(`#${API_INDEX_FILTER_ID}`) ? LIVE_SECTION : el.innerHTML;

/** Headings and `.api-section` blocks under `parent`, descending into the layout's parts (`[data-area]`). */
function collect(parent: Element, sections: ApiPageSection[], live: boolean, area?: 'panel'): void {
  for (const el of parent.children) {
    const part = el.getAttribute(API_PAGE.areaAttr);
    if (part) {
      // The panel's sections sit in its sticky wrapper.
      if (part === API_PAGE.areas.panel)
        collect(el.firstElementChild ?? el, sections, live, 'panel');
      else collect(el, sections, live);
      continue;
    }
    const level = /^H([1-3])$/.exec(el.tagName)?.[1];
    const tag = area ? { area } : {};
    if (level && el.id)
      sections.push({
        heading: { level: Number(level) as 1 | 2 | 3, text: headingText(el), id: el.id },
        html: '',
        ...tag,
      });
    else if (el.classList.contains(API_PAGE.section)) {
      const last = sections[sections.length - 1];
      const html = sectionHtml(el, live);
      if (last?.heading && !last.html && last.area === area) last.html = html;
      else sections.push({ html, ...tag });
    }
  }
}

/** A link's path from the version's base on (the rendered href may carry the site's base URL). */
const fromBase = (href: string, base: string) => href.slice(Math.max(0, href.indexOf(`${base}/`)));

/** A sidebar entry's text and badges (theme/components/Sidebar.tsx: `.sb-badge` spans before or after the text). */
function readItem(a: HTMLAnchorElement, base: string): SidebarLink {
  let text = '';
  const badges: NonNullable<SidebarLink['badges']> = [];
  for (const n of a.childNodes) {
    if (n.nodeType === 1 && (n as Element).classList.contains(SIDEBAR.badge))
      badges.push({ name: n.textContent ?? '', ...(text ? {} : { before: true }) });
    else text += n.textContent ?? '';
  }
  return {
    text,
    link: fromBase(a.getAttribute('href') ?? '', base),
    ...(a.dataset.context ? { context: a.dataset.context } : {}),
    ...(badges.length ? { badges } : {}),
  };
}

/**
 * The sidebar's groups as the page renders them (theme/components/Sidebar.tsx): every group's title
 * link (`{base}/{key}`), and the items of the groups that are open, i.e. the page's own (of a long
 * group, the window shown and the group's `total`). Groups
 * under a tag group sit one level down, in the tag group's body.
 */
function readSidebarGroups(doc: Document, base: string): PageSidebar['groups'] {
  const groups: PageSidebar['groups'] = [];
  for (const link of doc.querySelectorAll(`nav${cls(SIDEBAR.nav)} ${SIDEBAR.groupLink}`)) {
    const href = link.getAttribute('href');
    if (!href) continue;
    const group: PageSidebar['groups'][number] = {
      text: link.textContent ?? '',
      key: fromBase(href, base).slice(base.length + 1),
    };
    // The body follows the title, or its toggle once the sidebar is hydrated.
    let body = link.nextElementSibling;
    if (body?.matches(SIDEBAR.toggle)) body = body.nextElementSibling;
    if (body?.classList.contains(SIDEBAR.body)) {
      const links = [...body.querySelectorAll<HTMLAnchorElement>(`a${cls(SIDEBAR.item)}`)];
      // A long group's window ends with a link to the group's page, which carries its item count.
      const all = links.find((a) => a.classList.contains(SIDEBAR.all));
      group.items = links.filter((a) => a !== all).map((a) => readItem(a, base));
      if (all) group.total = Number(all.getAttribute(SIDEBAR.totalAttr));
    }
    groups.push(group);
  }
  return groups;
}

/**
 * An API page's record, read back from its HTML: the data script (everything but the sections and
 * the sidebar's groups), the rendered sidebar's groups and the rendered sections themselves (headings and `.api-section` blocks inside `.data-page`,
 * and inside the parts of the two-pane layout). Null when the document is not an API page. With
 * `live` (the document the browser shows, read to hydrate it) the sections' HTML is LIVE_SECTION.
 */
export function readApiPage(doc: Document, live = false): ApiPage | null {
  const script = doc.getElementById(DATA_SCRIPT_ID);
  const root = script?.closest(cls(API_PAGE.root));
  if (!script || !root) return null;
  const meta = JSON.parse(script.textContent ?? '{}') as Omit<ApiPage, 'sections'>;
  const sections: ApiPageSection[] = [];
  collect(root, sections, live);
  // The data script leaves out the sidebar's groups: the page renders them (group titles, own group's items).
  // With tag groups it keeps their titles and sections, and the rendered ones add their items.
  const rendered = meta.sidebar && readSidebarGroups(doc, meta.sidebar.base);
  const groups = meta.sidebar?.groups.length
    ? meta.sidebar.groups.map((g) => ({
        ...g,
        ...rendered?.find((r) => r.key === g.key && r.items),
      }))
    : rendered;
  const sidebar = meta.sidebar && { ...meta.sidebar, groups: groups ?? [] };
  return { ...meta, ...(sidebar ? { sidebar } : {}), sections };
}
