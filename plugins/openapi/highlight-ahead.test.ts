import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSpec } from './fixture-spec';
import { generateApi } from './generate';
import { blockKey, initHighlighter, memo, shikiHighlight } from './highlight';
import { highlightAhead, type Block } from './highlight-ahead';

const SPECS = path.join(__dirname, '../../specs');

/** Every file under `dir` with its text, by path relative to it. */
const filesOf = (dir: string): Map<string, string> =>
  new Map(
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]),
  );

describe('code blocks highlighted ahead in a worker', () => {
  beforeAll(() => initHighlighter());

  it('stores each block as the main thread highlights it, once per block', async () => {
    const blocks: Block[] = [
      ['bash', "curl --request GET \\\n  --url 'https://acme.test/v3/sources?limit=10'"],
      ['python', 'import requests\n\nprint(requests.get("https://acme.test").json())'],
      ['powershell', '$headers=@{}\n$headers.Add("Accept", "application/json")'],
      ['csharp', 'var client = new HttpClient();'],
    ];
    const expected = blocks.map(([lang, code]) => shikiHighlight(lang, code));
    memo.clear();
    const ahead = highlightAhead();
    // The same block twice and JSON (the main thread's own scanner) do not go to the worker.
    await Promise.all([ahead.send(blocks), ahead.send([blocks[0]!, ['json', '{"a": 1}']])]);
    await ahead.close();
    expect(blocks.map(([lang, code]) => memo.get(blockKey(lang, code)))).toEqual(expected);
    expect(memo.has(blockKey('json', '{"a": 1}'))).toBe(false);
    expect(memo.size).toBe(blocks.length);
  });

  it("gives the same pages as highlighting on the main thread, and predicts every page's blocks", async () => {
    const run = async (highlightWorker: boolean) => {
      memo.clear();
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'highlight-ahead-'));
      const api = await generateApi({
        specsDir: SPECS,
        outDir,
        specs: [fixtureSpec('nerm.yaml', '/nerm/api', { landing: 'nerm-api' })],
        highlightWorker,
      });
      return { api, files: filesOf(outDir), blocks: new Set(memo.keys()) };
    };
    const main = await run(false);
    const worker = await run(true);
    expect(main.api.operations.length).toBeGreaterThan(50);
    expect([...worker.files.keys()]).toEqual([...main.files.keys()]);
    for (const [file, text] of main.files) {
      const other = worker.files.get(file)!;
      if (other === text) continue;
      let i = 0;
      while (text[i] === other[i]) i++;
      expect(other.slice(i - 200, i + 200), file).toBe(text.slice(i - 200, i + 200));
    }
    expect(worker.api.warnings).toEqual(main.api.warnings);
    // The worker highlighted exactly the blocks the pages show: none more, none left to the main thread.
    expect(worker.blocks).toEqual(main.blocks);
  }, 300_000);
});
