/** The worker thread of api-twins.ts: writes the twins it is sent and answers with their entries. */
import { parentPort } from 'node:worker_threads';
import { writeApiTwin, type TwinsReply, type TwinsRequest } from './api-twins';

parentPort!.once('message', ({ jobs, ctx }: TwinsRequest) => {
  let reply: TwinsReply;
  try {
    reply = { entries: jobs.map((job) => writeApiTwin(job, ctx)) };
  } catch (e) {
    reply = { error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort!.postMessage(reply);
});
