import { describe, expect, it } from 'vitest';
import { markdownToHtml, plainSummary } from './markdown-html';

describe('markdownToHtml', () => {
  it('renders Markdown', () => {
    expect(markdownToHtml('Use **bold** and `code`.')).toBe(
      '<p>Use <strong>bold</strong> and <code>code</code>.</p>',
    );
  });
  it('drops raw HTML, scripts and comments', () => {
    const html = markdownToHtml(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <!-- secret --> there',
    );
    expect(html).not.toMatch(/<script|onerror|<img|secret/);
  });
  it('removes javascript: links', () => {
    expect(markdownToHtml('[click](javascript:alert(1))')).not.toContain('javascript:');
  });
  it('escapes braces and angle brackets in plain text', () => {
    const html = markdownToHtml('Map {a} to 1 < 2 & 3');
    expect(html).toContain('{a}');
    expect(html).not.toMatch(/< 2|& 3/);
  });
  it('caps very long tokens', () => {
    const blob = 'A'.repeat(30_000);
    expect(markdownToHtml(`data: ${blob}`).length).toBeLessThan(400);
  });
  it('keeps output on one line', () => {
    expect(markdownToHtml('- a\n- b\n\n```\nx\n\ny\n```')).not.toContain('\n');
  });
});

describe('plainSummary', () => {
  it('takes the first sentence without Markdown', () => {
    expect(plainSummary('Lists **all** sources. More text.')).toBe('Lists all sources.');
  });
});
