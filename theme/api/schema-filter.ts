/**
 * The filter of an API version's schema index (plugins/openapi/render-schema.ts): the build writes
 * the full A–Z list and a hidden filter field; here the field is shown and narrows the list as the
 * reader types, hiding letters left empty. Without JavaScript the whole list stays as it is.
 */
import { cls, SCHEMA_FILTER } from '../../common/api-pages/markup';

/** Name and query compared without case or separators: `access profile` finds `AccessProfile`. */
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function schemaMatches(name: string, query: string): boolean {
  const q = fold(query);
  return !q || fold(name).includes(q);
}

function apply(input: HTMLInputElement): void {
  const lists = document.querySelectorAll<HTMLUListElement>(`ul${cls(SCHEMA_FILTER.list)}`);
  let shown = 0;
  let total = 0;
  for (const list of lists) {
    let visible = 0;
    for (const li of list.children) {
      const hit = schemaMatches(li.textContent ?? '', input.value);
      (li as HTMLElement).hidden = !hit;
      total++;
      if (hit) visible++;
    }
    shown += visible;
    list.hidden = visible === 0;
    // The letter's heading goes with its list (the list sits in the section's wrapper, after the heading).
    const heading = list.parentElement?.previousElementSibling;
    if (heading && /^H[23]$/.test(heading.tagName)) (heading as HTMLElement).hidden = visible === 0;
  }
  const count = input.parentElement?.querySelector(cls(SCHEMA_FILTER.count));
  if (count) count.textContent = input.value.trim() ? `${shown} of ${total} schemas` : '';
}

/** Shows and wires the filter on a schema index page; returns the clean-up. */
export function installSchemaFilter(): () => void {
  const input = document.querySelector<HTMLInputElement>(`#${SCHEMA_FILTER.inputId}`);
  const wrap = input?.closest<HTMLElement>(cls(SCHEMA_FILTER.root));
  if (!input || !wrap) return () => {};
  wrap.hidden = false;
  const onInput = () => apply(input);
  input.addEventListener('input', onInput);
  if (input.value) apply(input);
  return () => input.removeEventListener('input', onInput);
}
