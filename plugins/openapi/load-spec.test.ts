import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFrame, loadSpec, SpecError } from './load-spec';

const fixture = (name: string) => path.join(__dirname, 'fixtures/load-errors', name);
const failure = async (name: string) => {
  try {
    await loadSpec(fixture(name));
  } catch (e) {
    expect(e).toBeInstanceOf(SpecError);
    return (e as SpecError).message;
  }
  throw new Error(`${name} loaded`);
};

describe('loadSpec errors say what is wrong', () => {
  it('invalid YAML in a split file: that file, its wrong line, a code frame', async () => {
    const message = await failure('bad-split.yaml');
    expect(message).toMatch(
      /^plugins\/openapi\/fixtures\/load-errors\/paths\/users-bad-indent\.yaml:6: invalid YAML: bad indentation of a mapping entry\n/,
    );
    expect(message).toContain('> 6 |    extra: indented one space too few');
    expect(message).not.toMatch(/Can't resolve/);
  });
  it('an unresolvable JSON pointer names the missing target and what is there', async () => {
    const message = await failure('missing-pointer.yaml');
    expect(message).toContain('missing-pointer.yaml:7 (at #/paths/~1groups)');
    expect(message).toContain(
      `"./paths/groups.yaml#/list-groupz": plugins/openapi/fixtures/load-errors/paths/groups.yaml has no "list-groupz" (it has "list-groups")`,
    );
  });
  it('a ref to a missing file names the file', async () => {
    expect(await failure('missing-file.yaml')).toContain(
      '"./paths/roles.yaml" names plugins/openapi/fixtures/load-errors/paths/roles.yaml, which does not exist',
    );
  });
});

describe('codeFrame', () => {
  it('shows the lines around the fault, marked, with a caret', () => {
    expect(codeFrame('a\nb\nc\nd\ne', 3, 2)).toBe(
      ['  1 | a', '  2 | b', '> 3 | c', '    |  ^', '  4 | d'].join('\n'),
    );
  });
});
