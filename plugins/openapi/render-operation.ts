import { methodClass } from '../../common/api-pages/markup';
import { deferHtml, undeferInlineSources } from '../../common/api-pages/deferred-sections';
import { minifyScript } from '../shared/minify-script';
import { codeSamples, SAMPLE_LANGUAGES, serverUrl } from './code-samples';
import { GENERATED_EXAMPLE, mediaExamples, requestSample } from './examples';
import { codeBlock } from './highlight';
import { esc } from '../shared/html';
import { renderGuides, type GuideRef } from './render-guides';
import { sizeLabel } from './published-spec';
import { markdownToHtml, plainSummary } from './markdown-html';
import { HTTP_METHODS, type ApiModel, type ApiOperation } from './model';
import { badgeHtml, experimentalHeader, experimentalNote, operationBadges } from './op-badges';
import type { PageSection, PageSource } from '../shared/page-file';
import { deref } from './resolve-ref';
import { exampleWithin, withinPageBudget, type TreeBudget } from './page-budget';
import { renderSecurity } from './render-security';
import { markServerVariables, renderServerVariables, serverVariables } from './render-server-vars';
import {
  fieldHtml,
  newTreeContext,
  renderSchemaTree,
  schemaFacts,
  typeLabel,
  typeLabelHtml,
  type TreeContext,
} from './schema-tree';
import { renderTabs, TabNamer } from './tabs';
import type {
  HeaderObject,
  MediaTypeObject,
  OpenApiDocument,
  OperationObject,
  PathItemObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from './types';

export interface PageContext {
  model: ApiModel;
  /** Route base of this spec, e.g. /shop/api/v3. */
  base: string;
  /** Public URL of the bundled spec, e.g. /api-specs/shop-v3.yaml. */
  specUrl: string;
  /** The spec's file name: server variable values are remembered per spec. */
  specFile?: string;
  /** The page of a named schema, when the version has schema pages. */
  schemaHref?: (name: string) => string | undefined;
  /** The guides that link to the operation page at this route (its "Guides" section). */
  guides?: (route: string) => readonly GuideRef[];
  /** Publishes the operation as its own small OpenAPI document (spec-excerpt.ts): its URL and size. */
  publishExcerpt?: (op: ApiOperation) => { href: string; bytes?: number };
  /** Size of the whole spec's download, shown on its links. */
  specBytes?: number;
  /** The version's Postman collection (postman.ts), linked from its root page. */
  postmanHref?: string;
  /** How far this page's schema trees expand (page-budget.ts). */
  treeBudget?: TreeBudget;
}

/** The whole spec's download link, with its size when known: "Download spec (712 KB)". */
export const downloadSpecLink = (ctx: PageContext, text = 'Download spec') =>
  `<a class="api-action" href="${esc(ctx.specUrl)}" download>${esc(text)}${ctx.specBytes ? ` (${sizeLabel(ctx.specBytes)})` : ''}</a>`;

export const methodBadge = (method: string) =>
  `<span class="${methodClass(esc(method))}">${esc(method.toUpperCase())}</span>`;

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '206': 'Partial Content',
  '207': 'Multi-Status',
  '301': 'Moved Permanently',
  '302': 'Found',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '412': 'Precondition Failed',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  default: 'Default response',
};

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

const idPart = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-');
/** A media type in ids, `application/` left out (`response-200-json-items-id`): every field id of a body carries it. */
const mediaIdPart = (type: string) => idPart(type.replace(/^application\//, ''));

function renderParameters(ctx: PageContext, op: ApiOperation): string {
  const doc = ctx.model.doc;
  const groups: string[] = [];
  for (const [loc, title] of LOCATIONS) {
    const params = op.parameters.filter((p) => p.in === loc);
    if (!params.length) continue;
    const rows = params.map((p) => {
      const schema = (p.schema ?? (p.content ? Object.values(p.content)[0]?.schema : undefined)) as
        SchemaObject | undefined;
      const resolved = deref<SchemaObject>(doc, schema) ?? {};
      const required = p.required || loc === 'path';
      const badges = `${required ? '<span class="api-badge api-badge--required">required</span>' : ''}${p.deprecated ? '<span class="api-badge api-badge--deprecated">deprecated</span>' : ''}`;
      return fieldHtml(
        `param-${loc}-${idPart(p.name)}`,
        p.name,
        typeLabelHtml(typeLabel(doc, schema), ctx.schemaHref),
        badges,
        markdownToHtml(p.description),
        schemaFacts(doc, resolved, p.example ?? resolved.example),
        true,
      );
    });
    groups.push(
      `<div class="api-params"><p class="api-params__title">${title}</p><div class="api-fields">${rows.join('')}</div></div>`,
    );
  }
  return groups.join('');
}

function renderExamples(
  namer: TabNamer,
  examples: Array<{ label: string; value: unknown }>,
  budget?: TreeBudget,
): string {
  if (!examples.length) return '';
  const block = (v: unknown) =>
    codeBlock(
      'json',
      typeof v === 'string' ? v : (JSON.stringify(exampleWithin(budget, v), null, 2) ?? 'null'),
    );
  if (examples.length === 1)
    return `<div class="api-example"><p class="api-example__label">${esc(examples[0]!.label)}</p>${block(examples[0]!.value)}</div>`;
  return `<div class="api-example">${renderTabs(namer, { label: 'Examples', kind: 'examples', tabs: examples.map((e) => ({ label: e.label, html: block(e.value) })) })}</div>`;
}

function renderHeaders(
  ctx: PageContext,
  headers: Record<string, HeaderObject> | undefined,
  idPrefix: string,
): string {
  const entries = Object.entries(headers ?? {});
  if (!entries.length) return '';
  const doc = ctx.model.doc;
  const rows = entries.map(([name, raw]) => {
    const h = deref<HeaderObject>(doc, raw) ?? {};
    return fieldHtml(
      `${idPrefix}-header-${idPart(name)}`,
      name,
      typeLabel(doc, h.schema),
      '',
      markdownToHtml(h.description),
      '',
    );
  });
  return `<div class="api-params"><p class="api-params__title">Response headers</p><div class="api-fields">${rows.join('')}</div></div>`;
}

/** Media types of a body as tabs (none when there is one type), each with its schema tree and, for requests, its examples. */
function renderContent(
  ctx: PageContext,
  content: Record<string, MediaTypeObject> | undefined,
  mode: 'request' | 'response',
  tree: TreeContext,
  idPrefix: string,
): string {
  const entries = Object.entries(content ?? {});
  if (!entries.length) return '';
  const parts = entries.map(([mediaType, media]) => {
    const id = `${idPrefix}-${mediaIdPart(mediaType)}`;
    const examples = mediaExamples(ctx.model.doc, media, mode);
    // Response examples are shown in the page's side panel (renderResponseExamples); one generated
    // from the schema holds every field's example value, so the fields need not repeat them.
    tree.fieldExamples = !(
      mode === 'response' &&
      examples.length === 1 &&
      examples[0]!.label === GENERATED_EXAMPLE
    );
    const schema = renderSchemaTree(tree, media?.schema, id);
    tree.fieldExamples = true;
    return {
      label: mediaType,
      html: `${schema}${mode === 'request' ? renderExamples(tree.tabs, examples, tree.budget) : ''}`,
    };
  });
  return byMediaType(tree.tabs, parts);
}

/** One media type as a "Content type" line before its content, several as tabs. */
function byMediaType(namer: TabNamer, parts: Array<{ label: string; html: string }>): string {
  if (parts.length === 1)
    return `<p class="api-media">Content type: <code>${esc(parts[0]!.label)}</code></p>${parts[0]!.html}`;
  return renderTabs(namer, { label: 'Content types', kind: 'media', tabs: parts });
}

type Responses = Array<[status: string, response: ResponseObject]>;

const statusLabel = (status: string) => `${status} ${STATUS_TEXT[status] ?? ''}`.trim();
const statusTone = (status: string) =>
  status.startsWith('2')
    ? 'ok'
    : status.startsWith('4') || status.startsWith('5')
      ? 'error'
      : 'other';

/** The response of each status code as a tab: description, headers, schema; statuses after the first render on demand. */
function renderResponses(
  ctx: PageContext,
  responses: Responses,
  namer: TabNamer,
  tree: TreeContext,
): string {
  if (!responses.length)
    return '<p class="api-note">The spec documents no responses for this operation.</p>';
  const tabs = responses.map(([status, r]) => {
    const id = `response-${idPart(status)}`;
    return {
      label: statusLabel(status),
      value: status,
      id,
      tone: statusTone(status),
      html: `<div class="api-response"><div class="api-response__desc">${markdownToHtml(r.description) || '<p>No description.</p>'}</div>${renderHeaders(ctx, r.headers, id)}${renderContent(ctx, r.content, 'response', tree, id)}</div>`,
    } as const;
  });
  return renderTabs(namer, {
    label: 'Response status codes',
    kind: 'responses',
    sync: 'status',
    lazy: true,
    tabs,
  });
}

/** The side panel's response example: a tab per status code (synced with the Responses tabs), then per media type. */
function renderResponseExamples(ctx: PageContext, responses: Responses, namer: TabNamer): string {
  const tabs = responses.map(([status, r]) => {
    const media = Object.entries(r.content ?? {}).map(([type, m]) => ({
      label: type,
      html:
        renderExamples(namer, mediaExamples(ctx.model.doc, m, 'response'), ctx.treeBudget) ||
        '<p class="api-note">No example in the spec.</p>',
    }));
    const html = media.length
      ? byMediaType(namer, media)
      : '<p class="api-note">No response body.</p>';
    return { label: status, value: status, tone: statusTone(status), html } as const;
  });
  return renderTabs(namer, {
    label: 'Response example status codes',
    kind: 'statuses',
    sync: 'status',
    lazy: true,
    tabs,
  });
}

/**
 * Callbacks: each request the API sends to the reader's endpoint, with the payload's schema and
 * example, and the responses it expects back.
 */
function renderCallbacks(ctx: PageContext, op: ApiOperation, namer: TabNamer): string {
  const doc = ctx.model.doc;
  const tree = newTreeContext(doc, 'response', namer, ctx.schemaHref, ctx.treeBudget);
  const parts: string[] = [];
  for (const [name, rawCallback] of Object.entries(op.op.callbacks ?? {})) {
    const callback = deref<Record<string, PathItemObject>>(doc, rawCallback as never) ?? {};
    for (const [expression, rawItem] of Object.entries(callback)) {
      const item = deref<PathItemObject>(doc, rawItem as never) ?? {};
      for (const method of HTTP_METHODS) {
        const cb = (item as Record<string, OperationObject | undefined>)[method];
        if (!cb) continue;
        const id = `callback-${idPart(name)}-${method}`;
        const body = deref<RequestBodyObject>(doc, cb.requestBody);
        const payload = Object.entries(body?.content ?? {})
          .map(
            ([type, media]) =>
              `<p class="api-media">Payload, <code>${esc(type)}</code></p>${renderSchemaTree(tree, media?.schema, `${id}-${mediaIdPart(type)}`)}${renderExamples(namer, mediaExamples(doc, media, 'response'), ctx.treeBudget)}`,
          )
          .join('');
        const replies = Object.entries(cb.responses ?? {})
          .map(
            ([status, raw]) =>
              `<li><code>${esc(status)}</code> ${esc(plainSummary(deref<ResponseObject>(doc, raw)?.description, 200))}</li>`,
          )
          .join('');
        const about = markdownToHtml(cb.description ?? cb.summary);
        parts.push(
          `<div class="api-callback" id="${esc(id)}"><p class="api-callback__head"><code>${esc(name)}</code> ${methodBadge(method)} <code class="api-path">${esc(expression)}</code></p>${about ? `<div class="api-description">${about}</div>` : ''}${payload || '<p class="api-note">No payload.</p>'}${replies ? `<p class="api-params__title">Responses your endpoint returns</p><ul class="api-callback__replies">${replies}</ul>` : ''}</div>`,
        );
      }
    }
  }
  return `<p>Requests the API sends to your endpoint after this operation; the URL is computed from the runtime expression shown.</p>${parts.join('')}`;
}

/** The inline scripts after deferred sections (common/api-pages/deferred-sections.ts), minified once. */
let undeferScripts: { first: string; next: string } | undefined;
export const undeferScriptTexts = () => {
  if (!undeferScripts) {
    const { first, next } = undeferInlineSources();
    undeferScripts = { first: minifyScript(first), next: minifyScript(next) };
  }
  return undeferScripts;
};

/** The page of one operation: head, request (auth, parameters, body), responses, code samples; within the page budget. */
/**
 * The code blocks of an operation page as its first level renders them (the full page, before any
 * tightened budget): its request in every sample language. The generator has them highlighted
 * ahead, in a worker (highlight-ahead.ts).
 */
export function operationCodeBlocks(
  doc: OpenApiDocument,
  op: ApiOperation,
): Array<[string, string]> {
  const body = deref<RequestBodyObject>(doc, op.op.requestBody);
  const { mediaType, value } =
    body?.content && Object.keys(body.content).length
      ? requestSample(doc, body)
      : { mediaType: undefined, value: undefined };
  return codeSamples(doc, op, value, mediaType).map((s) => [s.fence, s.code]);
}

export function renderOperationPage(ctx: PageContext, op: ApiOperation): PageSource {
  return withinPageBudget((treeBudget) => renderOperationPageAt({ ...ctx, treeBudget }, op));
}

function renderOperationPageAt(ctx: PageContext, op: ApiOperation): PageSource {
  const doc = ctx.model.doc;
  const namer = new TabNamer();
  const requestTree = newTreeContext(doc, 'request', namer, ctx.schemaHref, ctx.treeBudget);
  const responseTree = newTreeContext(doc, 'response', namer, ctx.schemaHref, ctx.treeBudget);
  const server = serverUrl(doc, op);
  const sections: PageSection[] = [];
  // Written deferred (common/api-pages/deferred-sections.ts): the sections below a phone's first
  // screen. The title, description, endpoint and authorization are what a reader sees first.
  const deferred = new Set<PageSection>();
  const pushDeferred = (s: PageSection) => (sections.push(s), deferred.add(s));

  // The operation alone as an OpenAPI document first (small, what a reader takes elsewhere), then the whole spec.
  const excerpt = ctx.publishExcerpt?.(op);
  const actions = `${excerpt ? `<a class="api-action" href="${esc(excerpt.href)}" title="This operation and what it references as an OpenAPI document${excerpt.bytes ? ` (${sizeLabel(excerpt.bytes)})` : ''}">View in spec</a>` : ''}${downloadSpecLink(ctx)}`;
  // x-badges and Experimental (op-badges.ts): `before` ones ahead of the method, the others after the path.
  const badges = operationBadges(doc, op);
  const badgesAt = (position: string) =>
    badges
      .filter((b) => b.position === position)
      .map(badgeHtml)
      .join('');
  const head = `<div class="api-op-head">${badgesAt('before')}${methodBadge(op.method)}<code class="api-path">${esc(op.path)}</code>${op.deprecated ? '<span class="api-badge api-badge--deprecated">deprecated</span>' : ''}${op.webhook ? '<span class="api-badge">webhook</span>' : ''}${badgesAt('after')}<span class="api-op-head__actions">${actions}</span></div>`;
  const experimental = experimentalHeader(doc, op);
  const deprecated = `${op.deprecated ? '<div class="api-deprecated" role="note">This operation is deprecated: it still works, but plan to move to its replacement.</div>' : ''}${experimental ? experimentalNote(experimental) : ''}`;
  const description = markdownToHtml(op.op.description);
  const vars = serverVariables(doc);
  sections.push({
    heading: { level: 1, text: op.summary },
    html: `${head}${renderServerVariables(vars, ctx.specFile ?? ctx.specUrl, doc.servers?.[0]?.url)}${deprecated}`,
  });
  if (description) sections.push({ html: `<div class="api-description">${description}</div>` });

  sections.push({
    heading: { level: 2, text: 'Request' },
    html: `<div class="api-endpoint">${methodBadge(op.method)}<code>${esc(server)}${esc(op.path)}</code></div>`,
  });
  sections.push({
    heading: { level: 3, text: 'Authorization' },
    html: renderSecurity(doc, op, ctx.model.landingSlug && `${ctx.base}/${ctx.model.landingSlug}`),
  });
  if (op.parameters.length)
    pushDeferred({ heading: { level: 3, text: 'Parameters' }, html: renderParameters(ctx, op) });

  const body = deref<RequestBodyObject>(doc, op.op.requestBody);
  let sampleBody: unknown;
  let sampleMedia: string | undefined;
  if (body?.content && Object.keys(body.content).length) {
    const desc = markdownToHtml(body.description);
    const meta = `<div class="api-body-meta">${body.required ? '<span class="api-badge api-badge--required">required</span>' : '<span class="api-badge">optional</span>'}${desc}</div>`;
    pushDeferred({
      heading: { level: 3, text: 'Request body' },
      html: `${meta}${renderContent(ctx, body.content, 'request', requestTree, 'request-body')}`,
    });
    ({ mediaType: sampleMedia, value: sampleBody } = requestSample(doc, body));
    // The body is in every language's sample: its copies share one example's room.
    sampleBody = exampleWithin(ctx.treeBudget, sampleBody, SAMPLE_LANGUAGES.length);
  }

  const responses: Responses = Object.entries(op.op.responses ?? {}).map(([status, raw]) => [
    status,
    deref<ResponseObject>(doc, raw) ?? {},
  ]);
  pushDeferred({
    heading: { level: 2, text: 'Responses' },
    html: renderResponses(ctx, responses, namer, responseTree),
  });

  if (Object.keys(op.op.callbacks ?? {}).length)
    pushDeferred({
      heading: { level: 2, text: 'Callbacks' },
      html: renderCallbacks(ctx, op, namer),
    });

  const guides = ctx.guides?.(`${ctx.base}/${op.slug}`) ?? [];
  if (guides.length)
    pushDeferred({ heading: { level: 2, text: 'Guides' }, html: renderGuides(guides) });

  // The side panel of the two-pane layout: the request in every language, then the response example per status.
  const samples = codeSamples(doc, op, sampleBody, sampleMedia);
  if (samples.length) {
    const tabs = samples.map((s) => ({
      label: s.label,
      value: s.id,
      html: codeBlock(s.fence, s.code),
    }));
    pushDeferred({
      heading: { level: 2, text: 'Code samples' },
      area: 'panel',
      html: renderTabs(namer, {
        label: 'Code sample language',
        kind: 'code',
        group: 'code-language',
        lazy: true,
        tabs,
      }),
    });
  }
  if (responses.length)
    pushDeferred({
      heading: { level: 2, text: 'Response examples' },
      area: 'panel',
      html: renderResponseExamples(ctx, responses, namer),
    });
  return {
    title: op.summary,
    description: plainSummary(op.op.description) || `${op.method.toUpperCase()} ${op.path}`,
    // After the inputs: every other `{tenant}` of the page (endpoint, auth URLs, samples) is filled in by the browser.
    sections: sections.map((s, i) => {
      if (i === 0) return s;
      const html = markServerVariables(s.html, vars);
      if (!deferred.has(s)) return { ...s, html };
      // Sections render in record order: the first deferred one defines what the others call.
      const script =
        s === sections.find((x) => deferred.has(x))
          ? undeferScriptTexts().first
          : undeferScriptTexts().next;
      return { ...s, html: deferHtml(html, script) };
    }),
  };
}
