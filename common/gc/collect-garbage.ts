/**
 * A full garbage collection now, in the build's main thread or a static generation worker. Neither
 * is started with `--expose-gc`, so the flag is set at run time (V8 flags are the process's: a
 * worker may find it set already) and `gc` is taken from a new context, where V8 defines it.
 * A collection costs a full mark of the caller's live heap.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
