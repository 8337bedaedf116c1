import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { API_SPECS } from '../../config/areas';
import { STORAGE_KEYS } from '../../config/site';
import { safeStorage } from '../logic/storage';
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
  const [preferred, setPreferred] = useState<string | null>(null);
  const [counterpart, setCounterpart] = useState<{ href: string; label: string } | null>(null);
  useEffect(() => {
    setPreferred(safeStorage.get(STORAGE_KEYS.docsVersion));
    const onStorage = (e: StorageEvent) => e.key === STORAGE_KEYS.docsVersion && setPreferred(e.newValue);
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement)?.closest?.<HTMLAnchorElement>('a[data-version-switch]');
      const target = a && IDN_VERSIONS.find((s) => a.getAttribute('href')?.startsWith(`${s.base}/`));
      if (target?.versionKey) {
        safeStorage.set(STORAGE_KEYS.docsVersion, target.versionKey);
        setPreferred(target.versionKey);
      }
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
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
