/**
 * The filter of a product's API index (plugins/apis/api-index.ts): the build writes every API and
 * a hidden filter field; here the field is shown and narrows the list by API name as the reader
 * types, hiding groups left empty. Without JavaScript the whole list stays as it is.
 */
import { schemaMatches } from './schema-filter';

export const API_INDEX_FILTER_ID = 'api-index-filter';

function apply(input: HTMLInputElement): void {
  let shown = 0;
  let total = 0;
  for (const list of document.querySelectorAll<HTMLUListElement>('ul.api-index')) {
    let visible = 0;
    for (const li of list.querySelectorAll<HTMLLIElement>(':scope > li.api-index__api')) {
      const hit = schemaMatches(li.dataset.apiName ?? li.textContent ?? '', input.value);
      li.hidden = !hit;
      total++;
      if (hit) visible++;
    }
    shown += visible;
    list.hidden = visible === 0;
    // A group's heading goes with its list (the list sits in the section's wrapper, after the heading).
    const heading = list.parentElement?.previousElementSibling;
    if (heading && /^H2$/.test(heading.tagName)) (heading as HTMLElement).hidden = visible === 0;
  }
  const count = document.getElementById('api-index-count');
  if (count) count.textContent = input.value.trim() ? `${shown} of ${total} APIs` : '';
}

/** Shows and wires the filter on an API index page; returns the clean-up. */
export function installApiIndexFilter(): () => void {
  const input = document.getElementById(API_INDEX_FILTER_ID) as HTMLInputElement | null;
  const wrap = input?.closest<HTMLElement>('.api-index__filter');
  if (!input || !wrap) return () => {};
  wrap.hidden = false;
  const onInput = () => apply(input);
  input.addEventListener('input', onInput);
  if (input.value) apply(input);
  return () => input.removeEventListener('input', onInput);
}
