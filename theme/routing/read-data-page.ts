import { DATA_SCRIPT_ID, type DataPage, type DataSection } from '../../common/data-pages/format';

/** A heading's own text: its text nodes, not the "#" of its anchor. */
const headingText = (el: Element) =>
  [...el.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();

/**
 * A data page's record, read back from its HTML: the data script (everything but the sections)
 * and the rendered sections themselves (headings and `.api-section` blocks inside `.data-page`).
 * Null when the document is not a data page.
 */
export function readDataPage(doc: Document): DataPage | null {
  const script = doc.getElementById(DATA_SCRIPT_ID);
  const root = script?.closest('.data-page');
  if (!script || !root) return null;
  const meta = JSON.parse(script.textContent ?? '{}') as Omit<DataPage, 'sections'>;
  const sections: DataSection[] = [];
  for (const el of root.children) {
    const level = /^H([1-3])$/.exec(el.tagName)?.[1];
    if (level && el.id) sections.push({ heading: { level: Number(level) as 1 | 2 | 3, text: headingText(el), id: el.id }, html: '' });
    else if (el.classList.contains('api-section')) {
      const last = sections[sections.length - 1];
      if (last && !last.html) last.html = el.innerHTML;
      else sections.push({ html: el.innerHTML });
    }
  }
  return { ...meta, sections };
}
