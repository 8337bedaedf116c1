import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkNoEditorialFields, filesWithEditorialFields } from './editorial-guard';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editorial-guard-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('editorial fields guard', () => {
  it('passes a build whose scripts carry no editorial field', () => {
    const dir = site({
      'static/js/async/route-a.js': 'const f={title:"Lower",tags:["transforms"]};',
    });
    expect(() => checkNoEditorialFields(dir)).not.toThrow();
  });
  it('finds verified dates and vendor sources, minified or as JSON', () => {
    const dir = site({
      'static/js/async/a.js': 'e={title:"A",verified:"2026-11-27"}',
      'static/js/async/b.js': '{"sources":["sailpoint-oss/developer.sailpoint.com/docs/x.md"]}',
      'static/js/c.js': 'const sources=[];const verified=true;',
    });
    expect(filesWithEditorialFields(dir).sort()).toEqual([
      path.join('static/js/async/a.js'),
      path.join('static/js/async/b.js'),
    ]);
    expect(() => checkNoEditorialFields(dir)).toThrow(
      /2 script files.*plugins\/rspress-page-data\/editorial-fields\.ts/s,
    );
  });
});
