import type { FormPart } from './form-body';

/**
 * Multipart requests in the languages where httpsnippet writes the encoded body out as one string
 * (Java OkHttp, Ruby Net::HTTP, Go net/http, Python without a file part) or fails (PowerShell): a reader would have to paste
 * the file into that string. These use each library's own form builder, with the same headers.
 * The other languages (cURL, Python, Node.js, PHP, C#, HTTP) come from httpsnippet, touched up by
 * `fixMultipartSnippet`.
 */
export interface MultipartRequest {
  method: string;
  url: string;
  headers: Array<{ name: string; value: string }>;
  parts: FormPart[];
}

const dq = (s: string) => JSON.stringify(s);
const sq = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const psq = (s: string) => `'${s.replace(/'/g, "''")}'`;

function java(r: MultipartRequest): string {
  const parts = r.parts.map((p) =>
    p.fileName
      ? `  .addFormDataPart(${dq(p.name)}, ${dq(p.fileName)}, RequestBody.create(MediaType.parse(${dq(p.contentType ?? 'application/octet-stream')}), new File(${dq(p.fileName)})))`
      : `  .addFormDataPart(${dq(p.name)}, ${dq(p.value)})`,
  );
  const m = r.method.toUpperCase();
  const call = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)
    ? `.${m.toLowerCase()}(body)`
    : `.method(${dq(m)}, body)`;
  return [
    'OkHttpClient client = new OkHttpClient();',
    '',
    'RequestBody body = new MultipartBody.Builder()',
    '  .setType(MultipartBody.FORM)',
    ...parts,
    '  .build();',
    'Request request = new Request.Builder()',
    `  .url(${dq(r.url)})`,
    `  ${call}`,
    ...r.headers.map((h) => `  .addHeader(${dq(h.name)}, ${dq(h.value)})`),
    '  .build();',
    '',
    'Response response = client.newCall(request).execute();',
  ].join('\n');
}

function ruby(r: MultipartRequest): string {
  const klass = r.method.charAt(0).toUpperCase() + r.method.slice(1).toLowerCase();
  const parts = r.parts.map((p) =>
    p.fileName
      ? `  [${sq(p.name)}, File.open(${sq(p.fileName)}), { filename: ${sq(p.fileName)}, content_type: ${sq(p.contentType ?? 'application/octet-stream')} }]`
      : `  [${sq(p.name)}, ${sq(p.value)}]`,
  );
  return [
    "require 'uri'",
    "require 'net/http'",
    '',
    `url = URI(${dq(r.url)})`,
    '',
    'http = Net::HTTP.new(url.host, url.port)',
    'http.use_ssl = true',
    '',
    `request = Net::HTTP::${klass}.new(url)`,
    ...r.headers.map((h) => `request[${dq(h.name)}] = ${sq(h.value)}`),
    `request.set_form([\n${parts.join(',\n')}\n], 'multipart/form-data')`,
    '',
    'response = http.request(request)',
    'puts response.read_body',
  ].join('\n');
}

function go(r: MultipartRequest): string {
  const body = r.parts.flatMap((p) =>
    p.fileName
      ? [
          `\tif f, err := os.Open(${dq(p.fileName)}); err == nil {`,
          `\t\tpart, _ := writer.CreateFormFile(${dq(p.name)}, ${dq(p.fileName)})`,
          '\t\tio.Copy(part, f)',
          '\t\tf.Close()',
          '\t}',
        ]
      : [`\twriter.WriteField(${dq(p.name)}, ${dq(p.value)})`],
  );
  const hasFile = r.parts.some((p) => p.fileName);
  return [
    'package main',
    '',
    'import (',
    '\t"bytes"',
    '\t"fmt"',
    '\t"io"',
    '\t"mime/multipart"',
    '\t"net/http"',
    ...(hasFile ? ['\t"os"'] : []),
    ')',
    '',
    'func main() {',
    '',
    `\turl := ${dq(r.url)}`,
    '',
    '\tpayload := &bytes.Buffer{}',
    '\twriter := multipart.NewWriter(payload)',
    ...body,
    '\twriter.Close()',
    '',
    `\treq, _ := http.NewRequest(${dq(r.method.toUpperCase())}, url, payload)`,
    '',
    ...r.headers.map((h) => `\treq.Header.Add(${dq(h.name)}, ${dq(h.value)})`),
    '\treq.Header.Set("Content-Type", writer.FormDataContentType())',
    '',
    '\tres, _ := http.DefaultClient.Do(req)',
    '',
    '\tdefer res.Body.Close()',
    '\tbody, _ := io.ReadAll(res.Body)',
    '',
    '\tfmt.Println(string(body))',
    '',
    '}',
  ].join('\n');
}

function powershell(r: MultipartRequest): string {
  // -Form (PowerShell 6.1+) builds the multipart body; a repeated name takes an array.
  const byName = new Map<string, string[]>();
  for (const p of r.parts)
    byName.set(p.name, [
      ...(byName.get(p.name) ?? []),
      p.fileName ? `(Get-Item -Path ${psq(p.fileName)})` : psq(p.value),
    ]);
  const key = (n: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(n) ? n : psq(n));
  return [
    '$headers=@{}',
    ...r.headers.map((h) => `$headers.Add(${dq(h.name)}, ${dq(h.value)})`),
    '$form = @{',
    ...[...byName].map(([n, v]) => `  ${key(n)} = ${v.length === 1 ? v[0] : `@(${v.join(', ')})`}`),
    '}',
    `$response = Invoke-RestMethod -Uri ${psq(r.url)} -Method ${r.method.toUpperCase()} -Headers $headers -Form $form`,
  ].join('\n');
}

/** Requests without a file part: `files=` with no file name still sends multipart (`data=` alone would send a URL-encoded form). */
function pythonFieldsOnly(r: MultipartRequest): string {
  const headers = r.headers.map((h) => `    ${dq(h.name)}: ${dq(h.value)}`).join(',\n');
  return [
    'import requests',
    '',
    `url = ${dq(r.url)}`,
    '',
    'files = [',
    ...r.parts.map((p) => `    (${dq(p.name)}, (None, ${dq(p.value)})),`),
    ']',
    ...(headers ? [`headers = {\n${headers}\n}`] : []),
    '',
    `response = requests.${['get', 'post', 'put', 'patch', 'delete'].includes(r.method.toLowerCase()) ? r.method.toLowerCase() : 'request'}(${['get', 'post', 'put', 'patch', 'delete'].includes(r.method.toLowerCase()) ? '' : `${dq(r.method.toUpperCase())}, `}url, files=files${headers ? ', headers=headers' : ''})`,
    '',
    'print(response.text)',
  ].join('\n');
}

const BUILDERS: Record<string, (r: MultipartRequest) => string | undefined> = {
  java,
  ruby,
  go,
  powershell,
  // httpsnippet writes `files=` when there is a file; without one it sends the encoded body as a string.
  python: (r) => (r.parts.some((p) => p.fileName) ? undefined : pythonFieldsOnly(r)),
};

/** The multipart sample of a language httpsnippet does not render as a form, else undefined. */
export function multipartSample(languageId: string, request: MultipartRequest): string | undefined {
  return BUILDERS[languageId]?.(request);
}

/**
 * httpsnippet's form output, completed: cURL loses the Content-Type header `--form` sets itself; PHP and C# get an empty string for a file part's content
 * (the file is opened instead), and PHP's multipart array misses the comma before `'headers'`.
 */
export function fixMultipartSnippet(languageId: string, code: string): string {
  // `--form` makes curl send the Content-Type with its boundary; httpsnippet adds one without.
  if (languageId === 'curl')
    return code.replace(
      /\n\s*--header '[Cc]ontent-[Tt]ype: multipart\/form-data[^']*' \\(?=\n)/,
      '',
    );
  if (languageId === 'php') {
    return code
      .replace(
        /'filename' => '([^']*)',(\s*)'contents' => (?:null|'')/g,
        (_m, name: string, ws: string) =>
          `'filename' => '${name}',${ws}'contents' => fopen('${name}', 'r')`,
      )
      .replace(/\n(\s*)\]\n(\s*)'headers' =>/g, "\n$1],\n$2'headers' =>");
  }
  if (languageId === 'csharp') {
    // Each file part is `new StringContent("")` followed, in its headers, by `FileName = "…"`.
    return code.replace(
      /new StringContent\(""\)((?:(?!new StringContent)[\s\S])*?FileName = ("[^"]*"))/g,
      (_m, rest: string, name: string) => `new StreamContent(File.OpenRead(${name}))${rest}`,
    );
  }
  return code;
}
