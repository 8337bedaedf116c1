/** The worker thread of api-twins.ts: writes the twins it is sent and answers with their entries. */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { collectGarbage } from '../../common/gc/collect-garbage';
import { threadCpu } from '../build-log/profile';
import {
  TWINS_PER_CONTEXT,
  writeApiTwin,
  writeApiTwins,
  type TwinsReply,
  type TwinsRequest,
} from './api-twins';

// `once`: with its one message handled, the thread has nothing left to wait for and ends.
parentPort!.once('message', ({ jobs, ctx, clean }: TwinsRequest) => {
  let reply: Omit<TwinsReply, 'endedAt' | 'cpuMs'>;
  try {
    if (clean) fs.rmSync(clean, { recursive: true, force: true });
    reply = {
      entries: writeApiTwins(jobs, ctx, TWINS_PER_CONTEXT, writeApiTwin, collectGarbage),
    };
  } catch (e) {
    reply = { error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage({
    ...reply,
    endedAt: performance.timeOrigin + performance.now(),
    cpuMs: threadCpu(),
  } as TwinsReply);
});
