import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specSourceUrls } from './spec-source';

const rootDir = path.resolve('/site');

describe('specSourceUrls', () => {
  it.each([
    {
      case: "the project's specs with REPO_URL: the repository file",
      repoUrl: 'https://github.com/acme/portal',
      specsDir: path.join(rootDir, 'specs'),
      url: 'https://github.com/acme/portal/blob/main/specs/idn-v3.yaml',
    },
    {
      case: "the project's specs without REPO_URL: the published bundle",
      repoUrl: '',
      specsDir: path.join(rootDir, 'specs'),
      url: '/api-specs/idn-v3.yaml',
    },
    {
      case: 'another specs folder (SPECS_DIR): the published bundle',
      repoUrl: 'https://github.com/acme/portal',
      specsDir: path.resolve('/elsewhere/specs'),
      url: '/api-specs/idn-v3.yaml',
    },
  ])('$case', ({ repoUrl, specsDir, url }) => {
    expect(specSourceUrls({ repoUrl, rootDir, specsDir })('idn-v3.yaml')).toBe(url);
  });
});
