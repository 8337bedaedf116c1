/**
 * The build profile's heartbeat from a thread of its own. The profile's timer (profile.ts) runs on
 * the main thread, so one long synchronous call starves it: bundling an 11,000-operation spec kept
 * the log silent for 221 s. This thread prints the same line (`info    spec load: 30 s so far`)
 * when no profile line has been printed for a while, whatever the main thread is doing.
 *
 * Main and watchdog share one small buffer (no messages, which a blocked main thread would not
 * answer); the watchdog writes to the file descriptor itself (fs.writeSync), as its console would
 * be relayed through the main thread's event loop.
 */
import { Worker } from 'node:worker_threads';

/** Slots of the shared numbers (ms in the main thread's `performance.now()` time). */
const LAST_LINE = 0;
const OPENED_AT = 1;
const DONE = 2;
const TOTAL = 3;
const OPEN = 4;
const SLOTS = 5;
/** Bytes for the phase name and unit (`name\0unit`), UTF-8. */
const TEXT_BYTES = 256;

// Plain JavaScript: a worker thread starts with Node alone (no TypeScript loader).
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { numbers, text, fd, every, origin } = workerData;
const n = new Float64Array(numbers);
const t = new Uint8Array(text);
const now = () => performance.timeOrigin + performance.now() - origin;
setInterval(() => {
  const at = now();
  if (!n[${OPEN}] || at - n[${LAST_LINE}] < every) return;
  n[${LAST_LINE}] = at;
  const end = t.indexOf(0, t.indexOf(0) + 1);
  const [name, unit] = Buffer.from(t.subarray(0, end < 0 ? t.length : end)).toString('utf8').split('\\0');
  const count = n[${TOTAL}] ? ', ' + n[${DONE}].toLocaleString('en-US') + ' / ' + n[${TOTAL}].toLocaleString('en-US') + ' ' + unit : '';
  fs.writeSync(fd, 'info    ' + name + ': ' + ((at - n[${OPENED_AT}]) / 1000).toFixed(0) + ' s so far' + count + '\\n');
}, Math.min(250, every / 2));
`;

export interface WatchdogOptions {
  /** Where the lines go (1: stdout). */
  fd: number;
  /** Silence (ms) after which a line is printed; the main thread's own heartbeat uses the same. */
  every: number;
}

/** The main thread's side: what is open, what was last printed. */
export class Watchdog {
  private numbers = new Float64Array(new SharedArrayBuffer(SLOTS * 8));
  private text = new Uint8Array(new SharedArrayBuffer(TEXT_BYTES));
  private worker: Worker;

  constructor(opts: WatchdogOptions) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        numbers: this.numbers.buffer,
        text: this.text.buffer,
        fd: opts.fd,
        every: opts.every,
        origin: performance.timeOrigin,
      },
    });
    // Its timer keeps the thread alive; the thread must never keep a finished build alive.
    this.worker.unref();
  }

  /** A profile line was printed at `at` (either thread's): the silence starts again. */
  printed(at: number): void {
    this.numbers[LAST_LINE] = at;
  }

  lastLineAt(): number {
    return this.numbers[LAST_LINE]!;
  }

  /** The phase the heartbeat names from now on (opened at `openedAt`), or none. */
  watch(phase: { name: string; openedAt: number; unit?: string } | undefined): void {
    if (!phase) {
      this.numbers[OPEN] = 0;
      return;
    }
    this.numbers[OPEN] = 0;
    const bytes = Buffer.from(`${phase.name}\0${phase.unit ?? ''}\0`, 'utf8').subarray(
      0,
      TEXT_BYTES,
    );
    this.text.fill(0);
    this.text.set(bytes);
    this.numbers[OPENED_AT] = phase.openedAt;
    // A phase's silence starts when it opens.
    this.numbers[LAST_LINE] = Math.max(this.numbers[LAST_LINE]!, phase.openedAt);
    this.numbers[DONE] = 0;
    this.numbers[TOTAL] = 0;
    this.numbers[OPEN] = 1;
  }

  /** The watched phase's count of units done. */
  count(done: number, total: number): void {
    this.numbers[DONE] = done;
    this.numbers[TOTAL] = total;
  }

  stop(): Promise<number> {
    this.numbers[OPEN] = 0;
    return this.worker.terminate();
  }
}
