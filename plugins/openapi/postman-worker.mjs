// openapi-to-postmanv2 in a worker thread (postman.ts): the conversion runs on the second core
// while the main thread renders the pages, and on a copy of the document, which the converter
// changes as it reads it. Plain JavaScript: a worker thread loads its file with Node alone.
import { parentPort } from 'node:worker_threads';
import { convertV2 } from 'openapi-to-postmanv2';

parentPort.on('message', ({ id, doc, options }) => {
  convertV2({ type: 'json', data: doc }, options, (err, result) => {
    if (err) return parentPort.postMessage({ id, error: err.message });
    const data = result?.result ? result.output?.[0]?.data : undefined;
    if (!data)
      return parentPort.postMessage({
        id,
        error: result?.reason ?? 'the converter returned no collection',
      });
    parentPort.postMessage({ id, collection: data });
  });
});
