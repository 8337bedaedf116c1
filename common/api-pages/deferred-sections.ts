import { DEFERRED } from './markup';
/**
 * Deferred sections of an operation page (parameters, request body, responses, callbacks, the
 * panel's samples): on a phone they lie screens below the first one, yet parsing, styling and
 * laying them out was most of the page's main-thread work on load. The build writes their HTML as
 * the text of one `<noscript class="api-defer">`: with JavaScript on that text is inert, and the
 * section becomes elements when it is near the screen (at once on wide screens, where the panel is
 * in view; theme/api/deferred-sections.ts later). Without JavaScript the browser renders it.
 *
 * A noscript may not hold another (and its text would end at the inner one's end tag), so the
 * section's lazy parts (`<noscript class="api-lazy">`, plugins/openapi/lazy-html.ts; they never
 * nest) are written as `<div class="api-lazy-flat">…<i class="api-lazy-end"></i></div>`: rendered
 * as they are without JavaScript, and turned back into lazy parts when the section is shown.
 *
 * Used by plugins/ (writer, inline script) and theme/ (reader).
 */
export const DEFER_CLASS = DEFERRED.section;
/** A lazy part (written by plugins/openapi/lazy-html.ts, shown by theme/api/lazy-panels.ts). */
export const LAZY_OPEN = `<noscript class="${DEFERRED.lazy}">`;
export const LAZY_CLOSE = '</noscript>';
const FLAT_OPEN = `<div class="${DEFERRED.lazyFlat}">`;
const FLAT_CLOSE = `<i class="${DEFERRED.lazyEnd}"></i></div>`;

/** The section's HTML deferred, followed by `script` (the inline decision, if any). */
export function deferHtml(html: string, script = ''): string {
  if (!html) return html;
  const flat = html.replaceAll(LAZY_OPEN, FLAT_OPEN).replaceAll(LAZY_CLOSE, FLAT_CLOSE);
  return `<noscript class="${DEFER_CLASS}">${flat}</noscript>${script ? `<script>${script}</script>` : ''}`;
}

/** The HTML a deferred section becomes when shown (undeferSection's result, as a string: for the build and tests). */
export function shownHtml(html: string): string {
  const open = `<noscript class="${DEFER_CLASS}">`;
  const at = html.indexOf(open);
  if (at < 0) return html;
  const end = html.indexOf('</noscript>', at);
  return html
    .slice(at + open.length, end)
    .replaceAll(FLAT_OPEN, LAZY_OPEN)
    .replaceAll(FLAT_CLOSE, LAZY_CLOSE);
}

/** Viewport widths with the two-pane layout (theme/api/two-pane.css): the panel is in view at the top. */
export const TWO_PANE_QUERY = '(min-width: 1200px)';

/** What undeferSection needs to know, passed in: its source is inlined, it can reference nothing. */
export const UNDEFER_ARGS = [
  DEFER_CLASS,
  TWO_PANE_QUERY,
  FLAT_OPEN,
  FLAT_CLOSE,
  LAZY_OPEN,
] as const;
type UndeferArgs = typeof UNDEFER_ARGS;

/**
 * Turns a deferred section (`.api-section` holding the noscript) into elements; true when it did.
 * Unless `force`, only when it may be seen soon: the page has a hash (a deep link may point
 * inside), the layout is two-pane, or its top is less than a screen and a quarter down. Plain DOM
 * and no references outside its body: the build inlines its source after each deferred section
 * (undeferWhenDrawn), so sections near the top are shown in the first frame.
 */
export function undeferSection(
  section: Element,
  force: boolean,
  ...[cls, query, flatOpen, flatClose, lazyOpen]: UndeferArgs
): boolean {
  const chunk = [...section.children].find(
    (c) => c.tagName === 'NOSCRIPT' && c.classList.contains(cls),
  );
  if (!chunk) return false;
  if (
    !force &&
    !location.hash &&
    !matchMedia(query).matches &&
    section.getBoundingClientRect().top > innerHeight * 1.25
  )
    return false;
  // Parsed in the live element, as the page is (a template's content is parsed as if scripting
  // were off, which would make the lazy parts elements). The end tag is spelled from the element:
  // this source sits in a <script> that tools reading the HTML should not take for markup.
  const html = (chunk.textContent ?? '')
    .split(flatOpen)
    .join(lazyOpen)
    .split(flatClose)
    .join(`</${chunk.localName}>`);
  section.innerHTML = html;
  return true;
}

/**
 * What the inline script after each deferred section runs: on a wide screen, or with a hash, the
 * section is shown at once; otherwise the check waits for the next frame, whose layout it reads
 * (reading it while the page is parsed would force one more layout of everything above), and a
 * section shown then is painted in that same frame.
 */
export function undeferWhenDrawn(
  section: Element,
  undefer: typeof undeferSection,
  args: UndeferArgs,
): void {
  if (location.hash || matchMedia(args[1]).matches) undefer(section, true, ...args);
  else requestAnimationFrame(() => undefer(section, false, ...args));
}

/** The page's function, defined by the first deferred section's script and called by the others'. */
const GLOBAL = '__portalUndefer';

/**
 * Sources of the inline scripts after deferred sections (the build minifies them): the first
 * defines the function and runs it, the others only call it (an operation page has up to six).
 */
export const undeferInlineSources = () => ({
  first: `window.${GLOBAL}=function(s){(${undeferWhenDrawn.toString()})(s,${undeferSection.toString()},${JSON.stringify(UNDEFER_ARGS)})};${GLOBAL}(document.currentScript.parentNode);`,
  next: `${GLOBAL}(document.currentScript.parentNode);`,
});
