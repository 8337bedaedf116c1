/**
 * Content written inside `<noscript class="api-lazy">`: with JavaScript on, a noscript's content is
 * inert text, so parts of a page the reader never opens (tab panels after the first, the children
 * of a closed schema node) cost no DOM nodes; the theme turns the text into elements when the part
 * is shown (theme/api/lazy-panels.ts). Without JavaScript the browser renders them as usual.
 *
 * A noscript cannot hold another (its text ends at the first `</noscript>`), so wrapping content
 * that already has lazy parts unwraps them first: the outer part is shown whole. The build's
 * sanitized HTML has no noscript of its own (rehype-sanitize drops it), so every `</noscript>`
 * in it closes a lazy part.
 */
import { LAZY_CLOSE, LAZY_OPEN } from '../../common/api-pages/deferred-sections';

export { LAZY_OPEN };

export const unlazy = (html: string) => html.replaceAll(LAZY_OPEN, '').replaceAll(LAZY_CLOSE, '');

export const lazy = (html: string) => (html ? `${LAZY_OPEN}${unlazy(html)}${LAZY_CLOSE}` : html);
