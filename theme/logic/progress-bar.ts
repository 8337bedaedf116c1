/**
 * The navigation progress bar (nprogress), loaded the first time a navigation is slow enough to
 * show it: most first loads never navigate, so its code is not in the entry.
 */
type Bar = typeof import('nprogress').default;
let bar: Bar | undefined;
let wanted = false;

export function startProgress(): void {
  wanted = true;
  if (bar) return void bar.start();
  void import('nprogress').then(
    (m) => {
      bar = m.default;
      bar.configure({ showSpinner: false });
      if (wanted) bar.start();
    },
    () => undefined,
  );
}

export function doneProgress(): void {
  wanted = false;
  bar?.done();
}
