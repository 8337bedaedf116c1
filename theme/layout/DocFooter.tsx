import { DocFooter as BaseDocFooter } from '@rspress/core/theme-original';
import { HydrationSlice } from '../logic/HydrationSlice';

/**
 * Rspress's foot of a page (edit link, last update, previous and next page), hydrated when seen
 * (theme/logic/HydrationSlice.tsx): on a phone it lies screens below the first one. Its links are
 * plain links until then; a press anywhere hydrates it first.
 */
export function DocFooter() {
  return (
    <HydrationSlice name="doc-footer" whenSeen="footer.rp-doc-footer">
      <BaseDocFooter />
    </HydrationSlice>
  );
}
