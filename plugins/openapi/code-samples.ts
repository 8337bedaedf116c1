import { HTTPSnippet, type HarRequest } from '@readme/httpsnippet';
import { parameterExample } from './examples';
import { formParts, isFormMedia, isMultipart, type FormPart } from './form-body';
import type { ApiOperation } from './model';
import { fixMultipartSnippet, multipartSample } from './multipart-samples';
import { deref } from './resolve-ref';
import type { OpenApiDocument, RequestBodyObject } from './types';

/** Languages offered in the code-sample tabs, in order (issue: cURL, HTTP, Java, Ruby, PHP, C#, Python, Go, Node.js, PowerShell). */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'cURL', target: 'shell', client: 'curl', fence: 'bash' },
  { id: 'http', label: 'HTTP', target: 'http', client: 'http1.1', fence: 'http' },
  { id: 'java', label: 'Java', target: 'java', client: 'okhttp', fence: 'java' },
  { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native', fence: 'ruby' },
  { id: 'php', label: 'PHP', target: 'php', client: 'guzzle', fence: 'php' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient', fence: 'csharp' },
  { id: 'python', label: 'Python', target: 'python', client: 'requests', fence: 'python' },
  { id: 'go', label: 'Go', target: 'go', client: 'native', fence: 'go' },
  { id: 'node', label: 'Node.js', target: 'node', client: 'fetch', fence: 'javascript' },
  {
    id: 'powershell',
    label: 'PowerShell',
    target: 'powershell',
    client: 'restmethod',
    fence: 'powershell',
  },
] as const;

export interface CodeSample {
  id: string;
  label: string;
  fence: string;
  code: string;
}

/** Fills server variables with their defaults: `https://{tenant}.api.example.com/v3` stays readable. */
export function serverUrl(doc: OpenApiDocument, op?: ApiOperation): string {
  const server = (op?.op.servers?.[0] ?? doc.servers?.[0]) as
    { url?: string; variables?: Record<string, { default?: string }> } | undefined;
  const url = server?.url ?? '';
  return url.replace(/\/$/, '');
}

/** The parts of a form request body (multipart or URL-encoded), or undefined for other media types. */
function requestFormParts(
  doc: OpenApiDocument,
  op: ApiOperation,
  mediaType: string | undefined,
): FormPart[] | undefined {
  if (!mediaType || !isFormMedia(mediaType)) return undefined;
  const media = deref<RequestBodyObject>(doc, op.op.requestBody)?.content?.[mediaType];
  return formParts(doc, mediaType, media, op.operationId);
}

function harFor(
  doc: OpenApiDocument,
  op: ApiOperation,
  body: unknown,
  mediaType: string | undefined,
  form?: FormPart[],
): HarRequest {
  const base = serverUrl(doc, op) || 'https://api.example.com';
  // httpsnippet needs a parseable URL: server variables are kept visible as {name} after encoding.
  const concreteBase = base.replace(/\{([^}]+)\}/g, (_m, v: string) => `__${v}__`);
  let path = op.path;
  const query: Array<{ name: string; value: string }> = [];
  const headers: Array<{ name: string; value: string }> = [];
  for (const p of op.parameters) {
    const value = parameterExample(doc, p);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    else if (p.in === 'query' && p.required) query.push({ name: p.name, value });
    else if (
      p.in === 'header' &&
      p.required &&
      !/^(authorization|content-type|accept)$/i.test(p.name)
    )
      headers.push({ name: p.name, value });
  }
  const secured = (op.op.security ?? doc.security ?? []).some((req) => Object.keys(req).length > 0);
  if (secured) headers.push({ name: 'Authorization', value: 'Bearer <token>' });
  headers.push({ name: 'Accept', value: 'application/json' });
  const har: HarRequest = {
    method: op.method.toUpperCase(),
    url: `${concreteBase}${path}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: query,
    headersSize: -1,
    bodySize: -1,
  } as unknown as HarRequest;
  if (form && mediaType) {
    // Multipart: each client sets its own Content-Type with the boundary; a fixed one would drop it.
    if (!isMultipart(mediaType)) headers.push({ name: 'Content-Type', value: mediaType });
    har.postData = { mimeType: mediaType, params: form } as unknown as HarRequest['postData'];
  } else if (body !== undefined && mediaType) {
    headers.push({ name: 'Content-Type', value: mediaType });
    har.postData = {
      mimeType: mediaType,
      text: typeof body === 'string' ? body : JSON.stringify(body, null, 2),
    } as unknown as HarRequest['postData'];
  }
  return har;
}

const withQuery = (har: HarRequest) =>
  har.queryString.length
    ? `${har.url}?${(har.queryString as Array<{ name: string; value: string }>).map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&')}`
    : har.url;

/** Code samples for one operation: x-codeSamples from the spec first, then one per language from httpsnippet. */
export function codeSamples(
  doc: OpenApiDocument,
  op: ApiOperation,
  body: unknown,
  mediaType: string | undefined,
): CodeSample[] {
  const out: CodeSample[] = [];
  const custom = op.op['x-codeSamples'] ?? op.op['x-code-samples'];
  if (Array.isArray(custom)) {
    for (const s of custom) {
      if (!s || typeof s.source !== 'string') continue;
      const label = String(s.label ?? s.lang ?? 'Sample');
      out.push({
        id: `x-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        label,
        fence: String(s.lang ?? 'text').toLowerCase(),
        code: s.source,
      });
    }
  }
  const form = requestFormParts(doc, op, mediaType);
  const multipart = form && isMultipart(mediaType);
  const har = harFor(doc, op, body, mediaType, form);
  const snippetOf = (request: HarRequest) => {
    try {
      return new HTTPSnippet(request);
    } catch {
      return undefined;
    }
  };
  const snippet = snippetOf(har);
  // The raw HTTP request shows where the file's bytes go.
  const httpSnippet = multipart
    ? snippetOf(
        harFor(
          doc,
          op,
          body,
          mediaType,
          form!.map((p) => (p.fileName ? { ...p, value: `<contents of ${p.fileName}>` } : p)),
        ),
      )
    : snippet;
  for (const lang of SAMPLE_LANGUAGES) {
    if (out.some((s) => s.id === lang.id)) continue;
    let code: string | undefined = multipart
      ? multipartSample(lang.id, {
          method: har.method,
          url: withQuery(har),
          headers: har.headers,
          parts: form!,
        })
      : undefined;
    if (code === undefined) {
      try {
        const result = (lang.id === 'http' ? httpSnippet : snippet)?.convert(
          lang.target as never,
          lang.client,
        );
        code = Array.isArray(result) ? result[0] : result || undefined;
        if (code && multipart) code = fixMultipartSnippet(lang.id, code);
      } catch {
        code = undefined;
      }
    }
    if (code)
      out.push({
        id: lang.id,
        label: lang.label,
        fence: lang.fence,
        code: code.replace(/__([A-Za-z0-9_-]+)__/g, '{$1}'),
      });
  }
  return out;
}
