import { useLocation, usePage } from '@rspress/core/runtime';
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { trimTrailingSlash } from '../../common/routes/route-path';
import { useAnalyticsPageViews } from '../components/Analytics';
import { AnnouncementBar } from '../components/AnnouncementBar';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { HomePage } from '../components/HomePage';
import { NotFound } from '../components/NotFound';
import { PageMarkdown } from '../components/PageMarkdown';
import { SidebarToggle } from '../components/SidebarToggle';
import { PageLoadIndicator } from '../components/PageLoadIndicator';
import { SiteFooter } from '../components/SiteFooter';
import { VersionBadge } from '../components/VersionBadge';
import { VersionPreference } from '../components/VersionPreference';
import { useNavbarAutoHide } from '../logic/useNavbarAutoHide';
import { useCleanHtmlSuffix } from '../logic/useCleanHtmlSuffix';
import { useFocusOnNavigate } from '../logic/useFocusOnNavigate';
import { useMenuBarPlacement } from '../logic/useMenuBarPlacement';
import { useResilientNavigate } from '../logic/useResilientNavigate';
import { afterHydrationSlices, HydrationSlice } from '../logic/HydrationSlice';

function ClientBehaviour() {
  const { pathname } = useLocation();
  useCleanHtmlSuffix();
  useAnalyticsPageViews();
  useNavbarAutoHide();
  useFocusOnNavigate();
  useMenuBarPlacement();
  // Links inside generated HTML sections navigate client-side like the theme's Link.
  const navigate = useResilientNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement)?.closest?.<HTMLAnchorElement>(
        '.api-section a[href^="/"]',
      );
      if (
        !a ||
        a.hasAttribute('download') ||
        a.target ||
        e.defaultPrevented ||
        e.button !== 0 ||
        e.metaKey ||
        e.ctrlKey ||
        e.shiftKey ||
        e.altKey
      )
        return;
      e.preventDefault();
      void navigate(a.getAttribute('href')!);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  // A marker for tests and scripts that the page is interactive: once its last slice is hydrated.
  useEffect(() => {
    afterHydrationSlices(() => (document.documentElement.dataset.hydrated = 'true'));
  }, []);
  // API pages' own behaviour (tabs, server variables, view state) lives in their chunk: useApiBehaviour.
  useEffect(() => {
    // Scrollable Markdown tables must be reachable with the keyboard (WCAG 2.1.1).
    document
      .querySelectorAll<HTMLElement>('.rp-table-scroll-container')
      .forEach((el) => (el.tabIndex = 0));
  }, [pathname]);
  return null;
}

/** The portal's layout: Rspress's layout plus announcement bar, footer and the portal's pages. */
export function Layout() {
  // Blank pages (redirect stubs) have no navbar, hence no skip link and no skip target.
  const { pageType } = usePage().page;
  const blank = pageType === 'blank';
  // Pages in Rspress's doc layout (guides, API pages, blog and tag lists) have the target inside
  // their <main>, past the navbar and the sidebar; the others (home, custom pages, not found) have
  // no sidebar, so right after the navbar is their content.
  const docLayout = !['home', '404', 'custom', 'blank'].includes(pageType);
  const skipTarget = <span id="main-content" tabIndex={-1} className="skip-target" />;
  return (
    <BaseLayout
      top={
        <>
          <ClientBehaviour />
          <span hidden data-portal-route={trimTrailingSlash(useLocation().pathname)} />
          <PageLoadIndicator />
          {!blank && (
            <a className="skip-link" href="#main-content">
              Skip to content
            </a>
          )}
          <AnnouncementBar />
        </>
      }
      afterNav={docLayout ? undefined : skipTarget}
      beforeDocContent={
        <>
          <SidebarToggle />
          {skipTarget}
          <Breadcrumbs />
          <PageMarkdown />
          <VersionPreference />
        </>
      }
      beforeSidebar={<VersionBadge />}
      bottom={
        <HydrationSlice name="footer" whenSeen="footer.site-footer">
          <SiteFooter />
        </HydrationSlice>
      }
      HomeLayout={HomePage}
      NotFoundLayout={NotFound}
    />
  );
}
