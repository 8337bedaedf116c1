import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { apiForPath } from '../../common/apis/api-list';
import { API_LIST } from '../api/api-list';
import { STORAGE_KEYS } from '../../config/site';
import { useStoredValue } from '../logic/useStoredValue';
import { Link } from './Link';

/**
 * Preferred API version (spec §4): the version a reader last chose in a version menu is
 * remembered; on an operation page of another version of the same product whose operation
 * exists in the preferred one, a note offers that page. Syncs across tabs. The version menu
 * (plugins/openapi/render-versions.ts) marks such links with data-version-key.
 */
export function VersionPreference() {
  const { pathname } = useLocation();
  const current = apiForPath(API_LIST, pathname);
  const [preferred, setPreferred] = useStoredValue(STORAGE_KEYS.docsVersion);
  const [counterpart, setCounterpart] = useState<{ href: string; label: string } | null>(null);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const key = (e.target as HTMLElement)?.closest?.<HTMLAnchorElement>('a[data-version-key]')
        ?.dataset.versionKey;
      if (key) setPreferred(key);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [setPreferred]);
  useEffect(() => {
    const a = preferred
      ? document.querySelector<HTMLAnchorElement>(`a[data-version-key="${CSS.escape(preferred)}"]`)
      : null;
    setCounterpart(
      a ? { href: a.getAttribute('href')!, label: a.dataset.versionSwitch ?? '' } : null,
    );
  }, [pathname, preferred]);
  if (
    !current?.versionKey ||
    !preferred ||
    preferred === current.versionKey ||
    !counterpart ||
    pathname === current.base
  )
    return null;
  return (
    <p className="version-preference" role="note">
      You last chose the {counterpart.label}.{' '}
      <Link href={counterpart.href}>View this page in {counterpart.label}</Link>.
    </p>
  );
}
