import { useLocation } from '@rspress/core/runtime';
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { applyStoredTabChoices, installApiBehaviour } from '../api/tab-groups';
import { AnnouncementBar } from '../components/AnnouncementBar';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { HomePage } from '../components/HomePage';
import { NotFound } from '../components/NotFound';
import { SidebarToggle } from '../components/SidebarToggle';
import { SiteFooter } from '../components/SiteFooter';
import { VersionBadge } from '../components/VersionBadge';
import { useNavbarAutoHide } from '../logic/useNavbarAutoHide';
import { useCleanHtmlSuffix } from '../logic/useCleanHtmlSuffix';

function ClientBehaviour() {
  const { pathname } = useLocation();
  useCleanHtmlSuffix();
  useNavbarAutoHide();
  useEffect(() => installApiBehaviour(), []);
  // A marker for tests and scripts that the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => applyStoredTabChoices(), [pathname]);
  return null;
}

/** The portal's layout: Rspress's layout plus announcement bar, footer and the portal's pages. */
export function Layout() {
  return (
    <BaseLayout
      top={
        <>
          <ClientBehaviour />
          <a className="skip-link" href="#main-content">
            Skip to content
          </a>
          <AnnouncementBar />
        </>
      }
      beforeDocContent={
        <>
          <SidebarToggle />
          <Breadcrumbs />
        </>
      }
      beforeSidebar={<VersionBadge />}
      bottom={<SiteFooter />}
      HomeLayout={HomePage}
      NotFoundLayout={NotFound}
    />
  );
}
