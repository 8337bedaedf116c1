import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../shared/atomic-write';
import { Worker } from 'node:worker_threads';
import { mediaExamples, requestSample } from './examples';
import { isFormMedia } from './form-body';
import type { ApiModel } from './model';
import { deref } from './resolve-ref';
import type {
  OpenApiDocument,
  RequestBodyObject,
  SecuritySchemeObject,
  ServerObject,
} from './types';

/** The collection format: Postman Collection v2.1. */
export const POSTMAN_SCHEMA =
  'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** `/api-specs/` file of a spec's collection: `idn-v3.postman_collection.json`. */
export const postmanFile = (stem: string) => `${stem}.postman_collection.json`;

interface Variable {
  key: string;
  value: string;
  type?: string;
  description?: string;
}
interface KeyValue {
  key: string;
  value: string;
  type: 'string';
}
type Auth =
  | { type: 'noauth' }
  | { type: 'oauth2'; oauth2: KeyValue[] }
  | { type: 'bearer'; bearer: KeyValue[] }
  | { type: 'basic'; basic: KeyValue[] }
  | { type: 'apikey'; apikey: KeyValue[] };

export interface PostmanCollection {
  info: { name: string; schema: string; description?: unknown; _postman_id?: string };
  item: PostmanItem[];
  variable?: Variable[];
  auth?: Auth;
  [k: string]: unknown;
}
export interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: unknown; auth?: Auth; [k: string]: unknown };
  [k: string]: unknown;
}

const kv = (key: string, value: string): KeyValue => ({ key, value, type: 'string' });
/** `{tenant}` in a spec URL as a Postman variable, `{{tenant}}`. */
const postmanVars = (url: string) => url.replace(/\{([^{}]+)\}/g, '{{$1}}');

/**
 * The document the converter reads: only the published operations (no `x-internal`), each with
 * its merged parameters, the request body the portal's samples send (readOnly fields left out:
 * examples.ts) as the body's example, and its first response's description. The converter would
 * otherwise fake every response body from the schemas: most of its time, and megabytes a reader
 * who sends requests does not need.
 */
export function converterInput(model: ApiModel): OpenApiDocument {
  const doc = model.doc;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of model.operations) {
    if (op.webhook) continue;
    const body = deref<RequestBodyObject>(doc, op.op.requestBody);
    let requestBody: RequestBodyObject | undefined;
    const { mediaType, value } = requestSample(doc, body);
    if (body && mediaType) {
      const media = body.content![mediaType]!;
      // Form bodies keep their schema (the converter lists their fields); others send the sample.
      requestBody = {
        required: body.required,
        content: {
          [mediaType]: isFormMedia(mediaType)
            ? { schema: media.schema, example: mediaExamples(doc, media, 'request')[0]?.value }
            : { example: value },
        },
      } as RequestBodyObject;
    }
    // One response, without content: the collection keeps no saved responses (see postmanCollection).
    const [status, raw] = Object.entries(op.op.responses ?? {})[0] ?? ['default', undefined];
    const responses = {
      [status]: {
        description: deref<{ description?: string }>(doc, raw as never)?.description ?? '',
      },
    };
    (paths[op.path] ??= {})[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      description: op.op.description,
      tags: [op.tag],
      deprecated: op.deprecated || undefined,
      parameters: op.parameters,
      ...(requestBody ? { requestBody } : {}),
      responses,
      ...(op.op.security ? { security: op.op.security } : {}),
      ...(op.op.servers ? { servers: op.op.servers } : {}),
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: doc.info?.title ?? 'API', version: doc.info?.version ?? '' },
    servers: doc.servers,
    paths: paths as OpenApiDocument['paths'],
    components: {
      schemas: doc.components?.schemas,
      parameters: doc.components?.parameters,
      securitySchemes: doc.components?.securitySchemes,
    },
    ...(doc.security ? { security: doc.security } : {}),
    tags: model.tags.map((t) => ({ name: t.name })),
  } as OpenApiDocument;
}

/** The collection's auth and the variables it uses, from the first scheme the spec's security names. */
export function collectionAuth(doc: OpenApiDocument): { auth?: Auth; variables: Variable[] } {
  const schemes = doc.components?.securitySchemes ?? {};
  const names = (doc.security ?? []).flatMap((r) => Object.keys(r));
  const name = names.find((n) => schemes[n]) ?? Object.keys(schemes)[0];
  const scheme = name ? deref<SecuritySchemeObject>(doc, schemes[name]) : undefined;
  if (!scheme) return { variables: [] };
  const secret = (key: string, description: string): Variable => ({
    key,
    value: '',
    type: 'secret',
    description,
  });
  if (scheme.type === 'oauth2') {
    const cc = scheme.flows?.clientCredentials;
    if (cc?.tokenUrl)
      return {
        auth: {
          type: 'oauth2',
          oauth2: [
            kv('grant_type', 'client_credentials'),
            kv('accessTokenUrl', postmanVars(cc.tokenUrl)),
            kv('clientId', '{{clientId}}'),
            kv('clientSecret', '{{clientSecret}}'),
            kv('client_authentication', 'body'),
            kv('addTokenTo', 'header'),
            kv('tokenName', doc.info?.title ?? 'token'),
          ],
        },
        variables: [
          secret('clientId', 'Client ID of your API client or personal access token.'),
          secret('clientSecret', 'Client secret of your API client or personal access token.'),
        ],
      };
  }
  if (scheme.type === 'http' && /^basic$/i.test(scheme.scheme ?? ''))
    return {
      auth: {
        type: 'basic',
        basic: [kv('username', '{{username}}'), kv('password', '{{password}}')],
      },
      variables: [secret('username', 'User name.'), secret('password', 'Password.')],
    };
  if (scheme.type === 'apiKey') {
    const s = scheme as SecuritySchemeObject & { name?: string; in?: string };
    return {
      auth: {
        type: 'apikey',
        apikey: [
          kv('key', s.name ?? 'api_key'),
          kv('value', '{{apiKey}}'),
          kv('in', s.in === 'query' ? 'query' : 'header'),
        ],
      },
      variables: [secret('apiKey', 'API key.')],
    };
  }
  // Bearer tokens, and OAuth 2.0 without a client credentials flow: a token the reader pastes.
  return {
    auth: { type: 'bearer', bearer: [kv('token', '{{accessToken}}')] },
    variables: [secret('accessToken', 'Access token sent as `Authorization: Bearer …`.')],
  };
}

/** The server's variables (`tenant`) as collection variables, with the spec's defaults and descriptions. */
function serverVariables(server: ServerObject | undefined): Variable[] {
  return Object.entries(server?.variables ?? {}).map(([key, v]) => ({
    key,
    value: v.default ?? '',
    type: 'string',
    ...(v.description ? { description: v.description } : {}),
  }));
}

const CONVERTER_OPTIONS = {
  folderStrategy: 'Tags',
  parametersResolution: 'Example',
  alwaysInheritAuthentication: true,
  includeAuthInfoInExample: false,
  enableOptionalParameters: false,
  includeWebhooks: false,
};

/**
 * The converter's worker thread (postman-worker.mjs), shared by the build's conversions and held
 * open only while one is out. It converts a copy of the document: the converter drops the
 * `format`s it does not know from the schemas it reads (`comma-separated`), and the pages
 * rendered after it showed the spec without them.
 */
let converter:
  { worker: Worker; pending: Map<number, (r: ConvertReply) => void>; next: number } | undefined;
type ConvertReply = { collection: PostmanCollection } | { error: string };
const converterWorker = () => {
  if (converter) return converter;
  const worker = new Worker(new URL('./postman-worker.mjs', import.meta.url));
  const c = (converter = {
    worker,
    pending: new Map<number, (r: ConvertReply) => void>(),
    next: 0,
  });
  worker.unref();
  const settleAll = (error: string) => {
    for (const done of c.pending.values()) done({ error });
    c.pending.clear();
    if (converter === c) converter = undefined;
  };
  worker.on('message', ({ id, ...reply }: { id: number } & ConvertReply) => {
    c.pending.get(id)?.(reply);
    c.pending.delete(id);
    if (!c.pending.size) worker.unref();
  });
  worker.on('error', (e) => settleAll(e.message));
  worker.on('exit', (code) => settleAll(`the converter's worker exited (${code})`));
  return c;
};

/**
 * Ends the converter's worker once no conversion is out (the next conversion starts another).
 * Unreferenced, it would otherwise stay alive, idle, until the process exits: its heap and
 * thread through the Rspack compile and static generation, the build's peak memory.
 */
export async function closeConverter(): Promise<void> {
  const c = converter;
  if (!c || c.pending.size) return;
  converter = undefined;
  await c.worker.terminate();
}

/** Whether the converter's worker is running (tests). */
export const converterRunning = (): boolean => converter !== undefined;

/** Runs the converter (openapi-to-postmanv2) on a document, in its worker thread. */
function convert(doc: OpenApiDocument): Promise<PostmanCollection> {
  const c = converterWorker();
  const id = c.next++;
  return new Promise((resolve, reject) => {
    if (!c.pending.size) c.worker.ref();
    c.pending.set(id, (r) => ('error' in r ? reject(new Error(r.error)) : resolve(r.collection)));
    c.worker.postMessage({ id, doc, options: CONVERTER_OPTIONS });
  });
}

/** Requests of a collection, through its folders. */
export const collectionRequests = (items: PostmanItem[]): PostmanItem[] =>
  items.flatMap((i) => (i.request ? [i] : collectionRequests(i.item ?? [])));

/**
 * A Postman v2.1 collection of one API version: one request per operation in a folder per tag,
 * the server's variables (`tenant`) and `baseUrl` as collection variables, and the collection's
 * auth from the spec's security scheme (OAuth 2.0 client credentials with `clientId` and
 * `clientSecret` variables, HTTP basic, an API key, else a bearer token variable); operations
 * the spec marks `security: []` send none. Ids the converter makes up at random are left out, so
 * the same spec gives the same file.
 */
export async function postmanCollection(model: ApiModel, name: string): Promise<PostmanCollection> {
  const input = converterInput(model);
  const collection = await convert(input);
  const { auth, variables } = collectionAuth(model.doc);
  const server = model.doc.servers?.[0];
  const base = collection.variable?.find((v) => v.key === 'baseUrl');
  collection.variable = [
    ...serverVariables(server),
    { key: 'baseUrl', value: base?.value ?? postmanVars(server?.url ?? ''), type: 'string' },
    ...variables,
  ];
  if (auth) collection.auth = auth;
  else delete collection.auth;
  const open = new Set(
    model.operations
      .filter((op) => Array.isArray(op.op.security) && op.op.security.length === 0)
      .map((op) => op.summary),
  );
  const strip = (items: PostmanItem[]) => {
    for (const item of items) {
      delete item.id;
      if (item.item) strip(item.item);
      if (item.request) {
        delete item.request.auth;
        if (open.has(item.name)) item.request.auth = { type: 'noauth' };
      }
      // Saved responses would repeat the whole request once per status (most of the file's size);
      // the pages show every response, and Postman records the real one.
      if (item.request) item.response = [];
    }
  };
  strip(collection.item);
  collection.info = {
    name,
    schema: POSTMAN_SCHEMA,
    ...(collection.info?.description ? { description: collection.info.description } : {}),
  };
  return collection;
}

/**
 * The collection from `cacheDir` when the converter's input, its version and this module's code
 * are unchanged, else converted and stored there (replacing the spec's older entry): the converter
 * takes tens of seconds on a large spec, and most builds change no spec.
 */
export async function cachedPostmanCollection(
  model: ApiModel,
  name: string,
  cacheDir: string | undefined,
  stem: string,
): Promise<string> {
  const key = crypto
    .createHash('sha256')
    .update(
      JSON.stringify([
        converterInput(model),
        name,
        converterVersion(),
        // This module's own code: a change to how the collection is made is a new entry.
        [converterInput, collectionAuth, postmanCollection].map(String),
      ]),
    )
    .digest('hex')
    .slice(0, 20);
  const dir = cacheDir && path.join(cacheDir, 'postman');
  const file = dir && path.join(dir, `${stem}.${key}.json`);
  if (file && fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const text = JSON.stringify(await postmanCollection(model, name));
  if (dir && file) {
    // A spec in a sub-folder of the list (`contacts/v1/openapi`) keeps its folders here too.
    const folder = path.dirname(file);
    const base = path.basename(stem);
    fs.mkdirSync(folder, { recursive: true });
    for (const old of fs.readdirSync(folder))
      if (old.startsWith(`${base}.`)) fs.rmSync(path.join(folder, old), { force: true });
    writeFileAtomic(file, text);
  }
  return text;
}

/** The installed converter's version (part of the cache key). */
function converterVersion(): string {
  try {
    const pkg = path.join(process.cwd(), 'node_modules/openapi-to-postmanv2/package.json');
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '';
  } catch {
    return '';
  }
}
