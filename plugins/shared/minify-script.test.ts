import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT, loadGuardScript } from '../../theme/logic/inline-scripts';
import { minifyScript } from './minify-script';

describe('minifyScript', () => {
  it('shrinks the head scripts and keeps what they read and say', () => {
    for (const script of [HEAD_SCRIPT, loadGuardScript('/docs/')])
      expect(() => new Function(minifyScript(script))).not.toThrow();
    // The guard is readable source (Function.prototype.toString); the other is written small already.
    expect(minifyScript(loadGuardScript('/docs/')).length).toBeLessThan(
      loadGuardScript('/docs/').length * 0.75,
    );
    expect(minifyScript(HEAD_SCRIPT).length).toBeLessThan(HEAD_SCRIPT.length);
    const guard = minifyScript(loadGuardScript('/docs/'));
    for (const kept of [
      '"/docs/"',
      'This page could not be loaded.',
      'data-portal-route',
      'page-load-error__retry',
    ])
      expect(guard).toContain(kept);
    expect(minifyScript(HEAD_SCRIPT)).toContain('rspress-theme-appearance');
  });
  it('ends with a semicolon, so scripts can be joined', () => {
    expect(minifyScript('var a = 1\n')).toMatch(/;$/);
  });
});
