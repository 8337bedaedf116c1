/**
 * The navigation progress bar (nprogress). Its code is not in the entry: it is fetched when the
 * browser is idle after the first load (so a slow navigation finds it ready) or, at the latest,
 * by the first navigation slow enough to show it.
 */
type Bar = typeof import('nprogress').default;
let bar: Bar | undefined;
let loading: Promise<void> | undefined;
let wanted = false;

function load(): Promise<void> {
  loading ??= import('nprogress').then(
    (m) => {
      bar = m.default;
      bar.configure({ showSpinner: false });
      if (wanted) bar.start();
    },
    () => {
      loading = undefined; // a failed chunk may load on the next try
    },
  );
  return loading;
}

/** Fetch the bar's code when the main thread is idle; no cost to the first paint. */
export function preloadProgress(): void {
  if (bar || loading || typeof window === 'undefined') return;
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
  idle(() => void load());
}

export function startProgress(): void {
  wanted = true;
  if (bar) return void bar.start();
  void load();
}

export function doneProgress(): void {
  wanted = false;
  bar?.done();
}
