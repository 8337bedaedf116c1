import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useLayoutEffect, useState } from 'react';
import { cleanPathCandidate } from './clean-path';
import { routeExists } from './routes';

/**
 * spec §2: if a path is not an exact route, a trailing `index.html` or `.html` is removed and
 * the clean path is tried. Returns true while it is switching to the clean path.
 */
export function useCleanHtmlSuffix(): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const candidate = cleanPathCandidate(pathname);
  const target = candidate && routeExists(candidate) ? candidate : null;
  const [, force] = useState(0);
  useLayoutEffect(() => {
    if (target) {
      navigate(target + search + hash, { replace: true });
      force((n) => n + 1);
    }
  }, [target, search, hash, navigate]);
  return target !== null;
}
