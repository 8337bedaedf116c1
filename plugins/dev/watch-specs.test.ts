import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { watchSpecs } from './index';

const tick = () => new Promise((r) => setTimeout(r, 150));

it('sees a split file saved in place and saved by replacement, again and again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-specs-'));
  fs.mkdirSync(path.join(dir, 'idn/paths'), { recursive: true });
  const file = path.join(dir, 'idn/paths/sources.yaml');
  fs.writeFileSync(file, 'a: 1\n');
  const seen: string[] = [];
  const w = watchSpecs(dir, (f) => seen.push(f));
  try {
    for (let i = 0; i < 3; i++) {
      // As sed -i and many editors do: a new file renamed over the old one.
      fs.writeFileSync(`${file}.tmp`, `a: ${i}\n`);
      fs.renameSync(`${file}.tmp`, file);
      await tick();
      const before = seen.filter((f) => f === file).length;
      fs.writeFileSync(file, `b: ${i}\n`);
      await tick();
      expect(seen.filter((f) => f === file).length).toBeGreaterThan(before);
    }
    fs.mkdirSync(path.join(dir, 'idn/schemas'));
    await tick();
    fs.writeFileSync(path.join(dir, 'idn/schemas/x.yaml'), 'type: object\n');
    await tick();
    expect(seen).toContain(path.join(dir, 'idn/schemas/x.yaml'));
  } finally {
    w.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
