import { useLocation, usePage, useSite } from '@rspress/core/runtime';
import { Link } from './Link';
import { apiForPath } from '../../common/apis/api-list';
import { cleanRoutePath } from '../../common/routes/route-path';
import { areaForPath, type Area, type Crumb } from '../../config/areas';
import { API_LIST, AREA_LIST } from '../api/api-list';
import { breadcrumbJsonLd, buildCrumbs } from '../logic/breadcrumbs';
import { usePortalSidebar } from '../sidebar/usePortalSidebar';

/**
 * Leading crumbs of the page's area; API areas add the spec's crumbs: a named API's name, then
 * the version (v3, beta), or "API" for a default API of one version. A product's own page (/idn,
 * /iiq, /nerm: in no area, the first crumb of its areas) is Home › the product.
 */
export function leadCrumbs(
  pathname: string,
  apis = API_LIST,
  areas: readonly Area[] = AREA_LIST,
): Crumb[] | null {
  const area = areaForPath(areas, pathname);
  if (!area) {
    const product = areas.find((a) => a.crumbs[0]?.link === pathname)?.crumbs[0];
    return product ? [{ text: 'Home', link: '/' }, product] : null;
  }
  if (!area.version.breadcrumbs) return null;
  const spec = apiForPath(apis, pathname);
  if (!spec) return area.crumbs;
  const lead = area.crumbs.filter((c) => c.link !== spec.base);
  if (!spec.api) return [...lead, { text: spec.versionKey ?? 'API', link: spec.base }];
  const name = { text: spec.apiLabel ?? spec.api, link: spec.base };
  return spec.versionKey
    ? [...lead, name, { text: spec.versionKey, link: spec.base }]
    : [...lead, name];
}

/** Breadcrumbs with BreadcrumbList JSON-LD on every docs and API page (off per area by its version record). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const sidebar = usePortalSidebar().nodes;
  const { page } = usePage();
  const { site } = useSite();
  const path = cleanRoutePath(decodeURIComponent(pathname));
  const lead = leadCrumbs(path);
  if (!lead) return null;
  const crumbs = buildCrumbs(
    lead,
    sidebar,
    path,
    String(page.frontmatter?.title ?? page.title ?? ''),
  );
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.text}-${i}`}>
            {c.link && i < crumbs.length - 1 ? (
              <Link href={c.link}>{c.text}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.text}</span>
            )}
          </li>
        ))}
      </ol>
      {/* schema.org wants absolute item URLs: no structured data without SITE_ORIGIN. */}
      {site.siteOrigin ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(crumbs, site.siteOrigin) }}
        />
      ) : null}
    </nav>
  );
}
