import path from 'node:path';

/**
 * Whether a page's source file (Rspress's `_filepath`, a route's `absolutePath`) was written by
 * the build into the generated folder (API reference, blog lists, tag pages) rather than by an
 * author under docs/. One answer for the page data, the search documents and the site metadata.
 */
export function isGeneratedPage(file: string, generatedDir: string): boolean {
  const dir = generatedDir.replace(/[\\/]+$/, '');
  return file.startsWith(`${dir}/`) || file.startsWith(`${dir}${path.sep}`);
}
