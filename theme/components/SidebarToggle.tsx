import { useFrontmatter } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../config/site';
import { useStoredValue } from '../logic/useStoredValue';
import { usePortalSidebar } from '../sidebar/usePortalSidebar';

/**
 * Hides and shows the sidebar on desktop (spec §4: "the sidebar can be hidden"); the choice
 * survives reloads and syncs across tabs. On mobile the sidebar is Rspress's drawer.
 * Only a page that has a sidebar offers it (blog and tag pages have none), so the stored choice
 * is always one the reader made while looking at a sidebar.
 */
export function SidebarToggle() {
  const { frontmatter } = useFrontmatter();
  const { nodes } = usePortalSidebar();
  const hasSidebar = (frontmatter.sidebar ?? true) === true && nodes.length > 0;
  return hasSidebar ? <Toggle /> : null;
}

function Toggle() {
  const [stored, setStored] = useStoredValue(STORAGE_KEYS.sidebarHidden);
  const hidden = stored === '1';
  useEffect(() => {
    document.documentElement.classList.toggle('sidebar-hidden', hidden);
  }, [hidden]);
  const toggle = () => setStored(hidden ? null : '1');
  return (
    <button
      type="button"
      className="sidebar-toggle"
      aria-pressed={hidden}
      aria-label={hidden ? 'Show sidebar' : 'Hide sidebar'}
      onClick={toggle}
    >
      {/* Its icon: theme/styles/icons.css. */}
      <span>{hidden ? 'Show sidebar' : 'Hide sidebar'}</span>
    </button>
  );
}
