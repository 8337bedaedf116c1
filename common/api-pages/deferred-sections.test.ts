import { describe, expect, it } from 'vitest';
import {
  DEFER_CLASS,
  deferHtml,
  LAZY_CLOSE,
  LAZY_OPEN,
  shownHtml,
  undeferInlineSources,
} from './deferred-sections';

const lazy = (t: string) => `${LAZY_OPEN}${t}${LAZY_CLOSE}`;
const section = `<p>a</p><div class="api-tabs__panel">${lazy('<p>b</p>')}</div><p>c</p>${lazy('<p>d</p>')}`;

describe('deferred sections', () => {
  it('are one noscript with no noscript inside (nesting is invalid HTML, and the text would end early)', () => {
    const out = deferHtml(section);
    expect(out.startsWith(`<noscript class="${DEFER_CLASS}">`)).toBe(true);
    expect(out.match(/<noscript\b/g)).toHaveLength(1);
    expect(out.match(/<\/noscript>/g)).toHaveLength(1);
    expect(out.endsWith('</noscript>')).toBe(true);
    expect(deferHtml('')).toBe('');
  });

  it('keep the lazy parts as containers that render without JavaScript', () => {
    const out = deferHtml(section);
    expect(out).toContain(
      '<div class="api-tabs__panel"><div class="api-lazy-flat"><p>b</p><i class="api-lazy-end"></i></div></div>',
    );
    // Without JavaScript the same text shows, in the same order.
    expect(out.replace(/<[^>]+>/g, '')).toBe(section.replace(/<[^>]+>/g, ''));
  });

  it('turn back into the section, lazy parts and all, when shown (what the inline source does)', () => {
    const text = deferHtml(section).slice(
      `<noscript class="${DEFER_CLASS}">`.length,
      -'</noscript>'.length,
    );
    const source = undeferInlineSources().first;
    // The browser's steps, run on the noscript's text as undeferSection runs them.
    const args = JSON.parse(
      source.slice(source.lastIndexOf(',[') + 1, source.indexOf(')};')),
    ) as string[];
    const [, , flatOpen, flatClose, lazyOpen] = args;
    expect(text.split(flatOpen!).join(lazyOpen!).split(flatClose!).join('</noscript>')).toBe(
      section,
    );
    expect(shownHtml(deferHtml(section, 'run()'))).toBe(section);
    expect(shownHtml('<p>plain</p>')).toBe('<p>plain</p>');
  });

  it('end with the inline script, outside the noscript', () => {
    expect(deferHtml('<p>a</p>', 'run()')).toBe(
      `<noscript class="${DEFER_CLASS}"><p>a</p></noscript><script>run()</script>`,
    );
  });

  it('have inline sources that name the class and breakpoint once, and close no tag a reader of the HTML would see', () => {
    const { first, next } = undeferInlineSources();
    expect(first).toContain(JSON.stringify(DEFER_CLASS));
    expect(first).toContain('min-width: 1200px');
    for (const src of [first, next]) expect(src).not.toMatch(/<\/(noscript|script)/i);
    // The others call what the first defined.
    const name = /^window\.(\w+)=/.exec(first)![1];
    expect(next).toBe(`${name}(document.currentScript.parentNode);`);
  });
});
