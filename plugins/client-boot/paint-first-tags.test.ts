import { describe, expect, it } from 'vitest';
import { paintFirstTags } from './paint-first-tags';

const opts = { listId: 'portal-scripts', loader: 'LOADER()' };
const css = { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/a.css' } };
const script = (src: string, attrs = {}) => ({
  tag: 'script',
  attrs: { defer: true, src, ...attrs },
});

describe('paintFirstTags', () => {
  it('replaces the script tags by the list of their URLs, in order, and the loader', () => {
    const out = paintFirstTags(
      {
        headTags: [css, script('/static/js/lib-react.js'), script('/static/js/index.js')],
        bodyTags: [script('/static/js/late.js')],
      },
      opts,
    );
    expect(out.headTags[0]).toEqual(css);
    expect(out.headTags).toContainEqual({
      tag: 'script',
      attrs: { type: 'application/json', id: 'portal-scripts' },
      children: '["/static/js/lib-react.js","/static/js/index.js","/static/js/late.js"]',
    });
    expect(out.headTags).toContainEqual({ tag: 'script', children: 'LOADER()' });
    expect([...out.headTags, ...out.bodyTags].filter((t) => t.attrs?.src)).toEqual([]);
  });
  it('leaves inline scripts and other tags alone, and adds nothing when there is no script to move', () => {
    const inline = { tag: 'script', children: 'x()' };
    expect(paintFirstTags({ headTags: [css, inline], bodyTags: [] }, opts)).toEqual({
      headTags: [css, inline],
      bodyTags: [],
    });
  });
  it('escapes "<" so a URL cannot close the list element', () => {
    const list = paintFirstTags(
      { headTags: [script('/a</script>.js')], bodyTags: [] },
      opts,
    ).headTags.find((t) => t.attrs?.id === 'portal-scripts')!;
    expect(list.children).not.toContain('</');
    expect(JSON.parse(list.children!)).toEqual(['/a</script>.js']);
  });
  it('fails the build on a script whose attributes the loader would drop', () => {
    expect(() =>
      paintFirstTags({ headTags: [script('/m.js', { type: 'module' })], bodyTags: [] }, opts),
    ).toThrow(/cannot load \/m\.js after the first paint: its tag has type/);
    expect(() =>
      paintFirstTags(
        { headTags: [script('/i.js', { integrity: 'sha384-x', defer: false })], bodyTags: [] },
        opts,
      ),
    ).toThrow(/integrity/);
  });
});
