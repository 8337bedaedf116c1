import fs from 'node:fs';
import path from 'node:path';
import { voiceHits, voiceMessage } from './voice';

/**
 * The voice rule over the custom pages' copy, which is not Markdown: the word lists beside the
 * pages (`docs/_*.json`), the pages themselves and their data (`docs/*.tsx`, `docs/_*.ts`), the
 * home page's product cards and the site texts of `config/site.ts`. Comment lines are code
 * notes for developers and are skipped.
 */
export function copyFiles(docsRoot: string, repoRoot: string): string[] {
  const inDocs = fs.existsSync(docsRoot)
    ? fs
        .readdirSync(docsRoot)
        .filter((f) => /^_.*\.(json|ts)$/.test(f) || /^[^_].*\.tsx$/.test(f))
        .map((f) => path.join(docsRoot, f))
    : [];
  const site = ['config/site.ts', 'theme/components/home-products.json']
    .map((f) => path.join(repoRoot, f))
    .filter((f) => fs.existsSync(f));
  return [...inDocs.sort(), ...site];
}

export function copyVoice(text: string): Array<{ line: number; col: number; message: string }> {
  const out: Array<{ line: number; col: number; message: string }> = [];
  text.split('\n').forEach((line, i) => {
    if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
    for (const hit of voiceHits(line))
      out.push({ line: i + 1, col: hit.index + 1, message: voiceMessage(hit) });
  });
  return out;
}
