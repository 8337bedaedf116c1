import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCitations, nearestCitation } from './citations';
import { parseIdentifierAllowList } from './identifier-allow';
import { loadVendorSnapshot } from './vendor-snapshot';

const snapshot = loadVendorSnapshot(path.join(__dirname, 'fixtures', 'vendor'))!;

describe('citations', () => {
  it('a line of files.txt resolves; a listed file that was not copied still resolves', () => {
    expect(
      checkCitations(
        [
          'sailpoint-oss/developer.sailpoint.com/docs/triggers/index.md',
          'sailpoint-oss/python-sdk/sailpoint/beta/docs/Models/Identity.md',
        ],
        snapshot,
        { repoRoot: __dirname, filesTxt: 'files.txt' },
      ),
    ).toEqual([]);
    expect(
      snapshot.localPath('sailpoint-oss/python-sdk/sailpoint/beta/docs/Models/Identity.md'),
    ).toBeUndefined();
  });
  it('the nearest file: a folder index, or the same name in another folder', () => {
    expect(
      nearestCitation('sailpoint-oss/developer.sailpoint.com/docs/triggers.md', snapshot),
    ).toBe('sailpoint-oss/developer.sailpoint.com/docs/triggers/index.md');
    expect(nearestCitation('sailpoint-oss/sailpoint-cli/cmd/log.go', snapshot)).toBe(
      'sailpoint-oss/sailpoint-cli/cmd/cluster/log.go',
    );
    expect(nearestCitation('sailpoint-oss/sailpoint-cli/cmd/nothing.go', snapshot)).toBeUndefined();
  });
});

describe('the identifier allow list', () => {
  it('reads "<scope> <identifier>  # reason" and refuses an entry without a reason', () => {
    expect(parseIdentifierAllowList('# note\n* help  # the CLI flag\n', 'a.txt')).toEqual([
      { scope: '*', identifier: 'help', reason: 'the CLI flag', line: 2 },
    ]);
    expect(() => parseIdentifierAllowList('/idn/x ticketId\n', 'a.txt')).toThrow(
      'a.txt:1: an entry is "<route, file or *> <identifier>  # reason"',
    );
  });
});
