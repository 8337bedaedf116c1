import {
  DATA_SCRIPT_ID,
  type ApiPage,
  type ApiPageSection,
  type PageSidebar,
  type SidebarLink,
} from '../../common/api-pages/format';
import { cls, API_PAGE, SIDEBAR } from '../../common/api-pages/markup';

/** A heading's own text: its text nodes, not the "#" of its anchor. */
const headingText = (el: Element) =>
  [...el.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();

/** Headings and `.api-section` blocks under `parent`, descending into the layout's parts (`[data-area]`). */
function collect(parent: Element, sections: ApiPageSection[], area?: 'panel'): void {
  for (const el of parent.children) {
    const part = el.getAttribute(API_PAGE.areaAttr);
    if (part) {
      // The panel's sections sit in its sticky wrapper.
      if (part === API_PAGE.areas.panel) collect(el.firstElementChild ?? el, sections, 'panel');
      else collect(el, sections);
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
      if (last?.heading && !last.html && last.area === area) last.html = el.innerHTML;
      else sections.push({ html: el.innerHTML, ...tag });
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
 * link (`{base}/{key}`), and the items of the groups that are open, i.e. the page's own. Groups
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
    if (body?.classList.contains(SIDEBAR.body))
      group.items = [...body.querySelectorAll<HTMLAnchorElement>(`a${cls(SIDEBAR.item)}`)].map(
        (a) => readItem(a, base),
      );
    groups.push(group);
  }
  return groups;
}

/**
 * An API page's record, read back from its HTML: the data script (everything but the sections and
 * the sidebar's groups), the rendered sidebar's groups and the rendered sections themselves (headings and `.api-section` blocks inside `.data-page`,
 * and inside the parts of the two-pane layout). Null when the document is not an API page.
 */
export function readApiPage(doc: Document): ApiPage | null {
  const script = doc.getElementById(DATA_SCRIPT_ID);
  const root = script?.closest(cls(API_PAGE.root));
  if (!script || !root) return null;
  const meta = JSON.parse(script.textContent ?? '{}') as Omit<ApiPage, 'sections'>;
  const sections: ApiPageSection[] = [];
  collect(root, sections);
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
