import { useEffect, useState } from 'react';
import {
  getLoadState,
  SPINNER_DELAY_MS,
  subscribeLoadState,
  type LoadState,
} from '../logic/page-load-state';

/**
 * The loading state of spec §4: a centred spinner once loading has lasted SPINNER_DELAY_MS
 * (never on fast loads). Failures during navigation become full page loads
 * (useResilientNavigate); a failure of the first load is shown by the head script's error box.
 */
export function PageLoadIndicator() {
  const [state, setState] = useState<LoadState>(getLoadState);
  const [visible, setVisible] = useState(false);
  useEffect(() => subscribeLoadState(setState), []);
  useEffect(() => {
    if (state.kind !== 'loading') {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  if (!visible) return null;
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <svg className="page-spinner__svg" viewBox="0 0 50 50" aria-hidden="true">
        <circle className="page-spinner__track" cx="25" cy="25" r="20" />
        <circle className="page-spinner__arc" cx="25" cy="25" r="20" />
      </svg>
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
