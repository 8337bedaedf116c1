/**
 * The markup contract of generated pages: the class names, ids and data attributes that the build
 * writes (plugins/openapi, theme/routing/ApiPageView.tsx, theme/components/Sidebar.tsx), the
 * browser reads back (theme/routing/read-api-page.ts), the Markdown twin converts
 * (plugins/seo/html-to-markdown.ts), the API page behaviour drives (theme/api/) and the CSS styles.
 * One name here instead of a literal in each: a rename is one edit, and markup.test.ts fails when a
 * stylesheet styles an `api-*` class this module does not know.
 */

/** The API page and its two-pane layout (ApiPageView.tsx); parts carry `data-area`. */
export const API_PAGE = {
  root: 'data-page',
  layout: 'api-layout',
  head: 'api-layout__head',
  main: 'api-layout__main',
  panel: 'api-layout__panel',
  sticky: 'api-layout__sticky',
  /** The link from the request to the panel's code samples, below the two-pane width. */
  jump: 'api-layout__jump',
  /** Each section's HTML sits in one of these (theme/components/Html.tsx). */
  section: 'api-section',
  /** The attribute naming a layout part, and its values. */
  areaAttr: 'data-area',
  areas: { head: 'head', main: 'main', panel: 'panel' },
  /** Rspress's heading classes, which API page headings copy. */
  heading: 'rp-toc-include',
  headingAnchor: 'rp-header-anchor',
  /** The compact outline of the two-pane layout. */
  toc: 'api-toc',
} as const;

/** The sidebar of API pages and docs (theme/components/Sidebar.tsx), as read-api-page.ts reads it. */
export const SIDEBAR = {
  nav: 'portal-sidebar',
  body: 'portal-sidebar__body',
  status: 'portal-sidebar__status',
  /** A group title that is no page: one button. */
  group: 'sb-group',
  item: 'sb-item',
  badge: 'sb-badge',
  /** The link after a long group's window to the group's page (group-window.ts), `data-total` its item count. */
  all: 'sb-all',
  totalAttr: 'data-total',
  /**
   * Selectors (inside the nav). A group title that is a page is a link without a class (an item's
   * has `sb-item`): no wrapper nor class on the hundred of them an API sidebar has on every page.
   */
  groupLink: 'a:not(.sb-item)',
  /** Its disclosure button, the link's next sibling once hydrated (none in the server's HTML). */
  toggle: 'a:not(.sb-item) + button',
  /** The attribute holding a link's extra data (the method badge: `method-get`). */
  contextAttr: 'data-context',
} as const;

/** Radio-button tabs (plugins/openapi/tabs.ts; theme/api/tab-groups.ts, view-state.ts, lazy-panels.ts). */
export const TABS = {
  root: 'api-tabs',
  list: 'api-tabs__list',
  tab: 'api-tabs__tab',
  panel: 'api-tabs__panel',
  /** `api-tabs--{kind}`: the kinds the build writes. */
  kinds: ['code', 'statuses', 'variants', 'examples', 'media', 'responses'],
  /** Tabs that switch together across the page (`data-group`) and are remembered (`data-sync`). */
  groupAttr: 'data-group',
  syncAttr: 'data-sync',
} as const;

/** Content the build defers: inside `<noscript class="…">`, turned into elements by theme/api. */
export const DEFERRED = {
  /** A tab panel's content, rendered when the tab is chosen (plugins/openapi/lazy-html.ts). */
  lazy: 'api-lazy',
  /** A section below the first screen (common/api-pages/deferred-sections.ts). */
  section: 'api-defer',
  /** A lazy part inside a deferred section, flattened (a noscript cannot hold another). */
  lazyFlat: 'api-lazy-flat',
  lazyEnd: 'api-lazy-end',
} as const;

/** Server variables (plugins/openapi/render-server-vars.ts, theme/api/server-vars.ts). */
export const SERVER_VARS = {
  root: 'api-server-vars',
  field: 'api-server-vars__field',
  hint: 'api-server-vars__hint',
  /** The hint under each field (what to type; what an empty field means). */
  note: 'api-server-vars__note',
  error: 'api-server-vars__error',
  reset: 'api-server-vars__reset',
  /** A variable's value in samples: `<span class="api-var" data-var="tenant">`. */
  value: 'api-var',
  specAttr: 'data-spec',
  varAttr: 'data-var',
} as const;

/** The schema index filter (plugins/openapi/render-schema.ts, theme/api/schema-filter.ts). */
export const SCHEMA_FILTER = {
  root: 'api-schema-filter',
  inputId: 'api-schema-filter',
  count: 'api-schema-filter__count',
  list: 'api-schema-index',
  listSection: 'api-schema-index-section',
} as const;

/** A product's API index page (plugins/apis/api-index.ts, theme/api/api-index-filter.ts). */
export const API_INDEX = {
  list: 'api-index',
  api: 'api-index__api',
  name: 'api-index__name',
  versions: 'api-index__versions',
  filter: 'api-index__filter',
  count: 'api-index__count',
} as const;

/** The methods an operation's badge is written for: `api-method api-method--{method}`. */
export const METHODS = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'trace',
  'schema',
] as const;
export const methodClass = (method: string) => `api-method api-method--${method.toLowerCase()}`;

/** Every other `api-*` class the build writes into operation, tag and schema pages. */
export const API_CLASSES = [
  'api-action',
  'api-anchor',
  'api-badge',
  'api-badge--beta',
  'api-badge--deprecated',
  'api-badge--experimental',
  'api-badge--required',
  'api-badge--spec',
  'api-body-meta',
  'api-callback',
  'api-callback__head',
  'api-callback__replies',
  'api-changes',
  'api-code',
  'api-code__label',
  'api-copy',
  'api-count',
  'api-deprecated',
  'api-deprecated--version',
  'api-description',
  'api-endpoint',
  'api-example',
  'api-example__label',
  'api-experimental',
  'api-fact',
  'api-facts',
  'api-field',
  'api-field__children',
  'api-field__desc',
  'api-fields',
  'api-items',
  'api-items__label',
  'api-media',
  'api-method',
  'api-node',
  'api-note',
  'api-note--ref',
  'api-num',
  'api-op-head',
  'api-op-head__actions',
  'api-op-table',
  'api-params',
  'api-params__title',
  'api-path',
  'api-response',
  'api-response__desc',
  'api-schema__type',
  'api-security',
  'api-security--none',
  'api-security__option',
  'api-security__scheme',
  'api-table-wrap',
  'api-used-by',
  'api-variants',
  'api-variants__label',
  'api-version-bar',
  'api-versions',
  'api-versions__current',
  'api-versions__list',
  'api-versions__note',
  'api-versions__summary',
] as const;

/** Every `api-*` class of the contract, for the stylesheet check. */
export function knownApiClasses(): Set<string> {
  const known = new Set<string>(API_CLASSES);
  for (const group of [API_PAGE, TABS, DEFERRED, SERVER_VARS, SCHEMA_FILTER, API_INDEX]) {
    for (const v of Object.values(group))
      if (typeof v === 'string' && v.startsWith('api-')) known.add(v);
  }
  for (const kind of TABS.kinds) known.add(`${TABS.root}--${kind}`);
  for (const m of METHODS) known.add(`api-method--${m}`);
  return known;
}

/** `.name` for a selector. */
export const cls = (name: string) => `.${name}`;

/**
 * The one code block's controls (issue 38): guides (theme/components/CodeBlock.tsx, rendered with
 * the page) and API samples (theme/api/tab-groups.ts, added to the build's `.api-code` blocks in
 * reserved space) show the same bar above the code: its label, then "Copy" and "Wrap" (a toggle,
 * aria-pressed) as labelled buttons that never cover the code. Styles: theme/components/code-block.css.
 */
export const CODE_BLOCK = {
  tools: 'code-tools',
  label: 'code-tools__label',
  button: 'code-tool',
  copy: 'code-tool--copy',
  wrap: 'code-tool--wrap',
  /** On an `.api-code` block whose lines wrap. */
  wrapped: 'data-wrap',
  copied: 'data-copied',
  text: { copy: 'Copy', copied: 'Copied', copyFailed: 'Copy failed', wrap: 'Wrap' },
  /** The buttons' accessible names (the visible word is part of each). */
  names: { copy: 'Copy code', wrap: 'Wrap long lines' },
} as const;
