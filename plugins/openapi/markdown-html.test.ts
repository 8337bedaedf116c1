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
  it('keeps underscores, asterisks and backticks that are text', () => {
    expect(plainSummary('Status `IN_PROGRESS` or snake_case_name.')).toBe(
      'Status IN_PROGRESS or snake_case_name.',
    );
    expect(plainSummary('Matches 2 * 3 items')).toBe('Matches 2 * 3 items');
  });
  it('keeps comparison signs that are no HTML', () => {
    expect(plainSummary('Fails when x < 5 and y > 3.')).toBe('Fails when x < 5 and y > 3.');
  });
  it('keeps link texts and drops HTML tags', () => {
    expect(plainSummary('See [the guide](/idn/docs) for <b>more</b>.')).toBe(
      'See the guide for more.',
    );
  });
  it('cuts a long sentence with an ellipsis', () => {
    expect(plainSummary('word '.repeat(100), 20)).toMatch(/^word word word word…$/);
  });
});
