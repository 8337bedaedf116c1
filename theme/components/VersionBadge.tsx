import { useLocation } from '@rspress/core/runtime';
import { areaForPath } from '../../config/areas';
import { AREA_LIST } from '../api/api-list';

/** The area's single version, labelled 'Next' (spec §3), at the top of its sidebar. */
export function VersionBadge() {
  const { pathname } = useLocation();
  const area = areaForPath(AREA_LIST, decodeURIComponent(pathname));
  if (!area) return null;
  return (
    <div className="version-badge" data-version={area.version.name}>
      <span className="version-badge__area">{area.label}</span>
      <span className="version-badge__label" title={`Version: ${area.version.name}`}>
        {area.version.label}
      </span>
    </div>
  );
}
