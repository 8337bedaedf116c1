import { describe, expect, it } from 'vitest';
import { markdownToHtml } from './markdown-html';

describe('GitHub alerts in spec descriptions', () => {
  it.each([
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution'],
  ])('[!%s] renders as the portal’s %s admonition', (marker, type, title) => {
    expect(markdownToHtml(`Intro.\n\n> [!${marker}]\n> Send **one** request at a time.`)).toBe(
      `<p>Intro.</p> <div class="rp-callout rp-callout--${type}"> <div class="rp-callout__title">${title}</div> <div class="rp-callout__content"><p>Send <strong>one</strong> request at a time.</p></div> </div>`,
    );
  });
  it('keeps several paragraphs and lists inside, and the marker alone on its line', () => {
    const html = markdownToHtml('> [!warning]\n>\n> First.\n>\n> - a\n> - b');
    expect(html).toMatch(
      /^<div class="rp-callout rp-callout--warning"> <div class="rp-callout__title">Warning<\/div> <div class="rp-callout__content"><p>First.<\/p> ?<ul>/,
    );
    expect(html).not.toContain('[!');
  });
  it('leaves other blockquotes and unknown markers alone, and lets no other class through', () => {
    expect(markdownToHtml('> [!DANGER]\n> text')).toContain('<blockquote>');
    expect(markdownToHtml('> plain quote')).toBe('<blockquote> <p>plain quote</p> </blockquote>');
    expect(markdownToHtml('<div class="rp-callout">raw</div>')).not.toContain('rp-callout');
  });
});
