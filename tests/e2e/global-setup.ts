import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveSite } from '../harness/serve.mjs';
import { REPO_ROOT } from '../lib/shared';

/** Serves the built site (doc_build/, or SITE_DIR) on 127.0.0.1 for the browser tests. */
export default async function setup(project: TestProject) {
  const root = path.resolve(REPO_ROOT, process.env.SITE_DIR ?? 'doc_build');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(
      `No built site in ${root}: run "npm run build" before the browser tests (npm test does).`,
    );
  }
  const server = await serveSite(root);
  project.provide('baseUrl', server.url);
  project.provide('siteDir', root);
  return server.close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteDir: string;
  }
}
