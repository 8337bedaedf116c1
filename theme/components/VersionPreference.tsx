import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { API_SPECS } from '../../config/areas';
import { STORAGE_KEYS } from '../../config/site';
import { useStoredValue } from '../logic/useStoredValue';
import { Link } from './Link';

const IDN_VERSIONS = API_SPECS.filter((s) => s.versionKey);

/**
 * Preferred IDN API version (spec §4): the version a reader last chose with the version
 * switch is remembered; on an operation page of the other version that exists in the
 * preferred one, a note offers the preferred version's page. Syncs across tabs.
 */
export function VersionPreference() {
  const { pathname } = useLocation();
  const current = IDN_VERSIONS.find((s) => pathname.startsWith(`${s.base}/`));
  const [preferred, setPreferred] = useStoredValue(STORAGE_KEYS.docsVersion);
  const [counterpart, setCounterpart] = useState<{ href: string; label: string } | null>(null);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement)?.closest?.<HTMLAnchorElement>('a[data-version-switch]');
      const target = a && IDN_VERSIONS.find((s) => a.getAttribute('href')?.startsWith(`${s.base}/`));
      if (target?.versionKey) setPreferred(target.versionKey);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [setPreferred]);
  useEffect(() => {
    const a = document.querySelector<HTMLAnchorElement>('a[data-version-switch]');
    setCounterpart(a ? { href: a.getAttribute('href')!, label: a.dataset.versionSwitch ?? '' } : null);
  }, [pathname]);
  if (!current || !preferred || preferred === current.versionKey || !counterpart) return null;
  return (
    <p className="version-preference" role="note">
      You last chose the {counterpart.label}. <Link href={counterpart.href}>View this operation in {counterpart.label}</Link>.
    </p>
  );
}
