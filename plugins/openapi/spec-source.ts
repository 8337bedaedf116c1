import path from 'node:path';

/**
 * URL of a spec file's source, for the 'View the OpenAPI source' link of generated pages: in the
 * repository when the specs are the project's own (`<rootDir>/specs`) and REPO_URL is set, else
 * the bundle the build publishes under /api-specs/.
 */
export function specSourceUrls(opts: {
  repoUrl: string;
  rootDir: string;
  specsDir: string;
}): (file: string) => string {
  const inRepo = Boolean(opts.repoUrl) && opts.specsDir === path.join(opts.rootDir, 'specs');
  return (file) => (inRepo ? `${opts.repoUrl}/blob/main/specs/${file}` : `/api-specs/${file}`);
}
