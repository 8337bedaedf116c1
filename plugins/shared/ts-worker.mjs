// A worker thread that runs one of the plugins' TypeScript modules (workerData.module, an absolute
// path): worker threads start with Node alone, so the module is loaded through the same jiti
// loader Rsbuild loads the config and its plugins with. The module talks to its parent itself
// (node:worker_threads parentPort).
import { workerData } from 'node:worker_threads';
import { createJiti } from '@rsbuild/core/jiti';

await createJiti(import.meta.url).import(workerData.module);
