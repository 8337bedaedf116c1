/**
 * A promise's value inside render, suspending until it settles: the Suspense contract both
 * React and Preact honour (a pending render throws the promise), where React 19's `use()` exists
 * only in React.
 */
type State<T> =
  { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

const states = new WeakMap<Promise<unknown>, State<unknown>>();

export function readPromise<T>(promise: Promise<T>): T {
  let state = states.get(promise) as State<T> | undefined;
  if (!state) {
    state = { status: 'pending' };
    states.set(promise, state);
    promise.then(
      (value) => states.set(promise, { status: 'done', value }),
      (error: unknown) => states.set(promise, { status: 'failed', error }),
    );
  }
  if (state.status === 'done') return state.value;
  if (state.status === 'failed') throw state.error;
  throw promise;
}
