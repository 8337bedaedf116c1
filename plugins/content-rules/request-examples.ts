import { codeBlocks } from '../shared/markdown-text';

/**
 * API calls that a guide page shows: in code blocks (curl, PowerShell's Invoke-RestMethod, an
 * `http` block's request line, Python's requests) and in inline code (`GET /v3/sources/{id}`).
 * Only calls whose method is written or implied are collected; SDK method calls are not API
 * paths and are not looked at. Versions: `/v3/`, `/beta/` and the dated `/v20xx/` ones (the
 * caller decides which it can check).
 */
export interface ApiCall {
  /** 1-based line in the text given (add the frontmatter's lines for a file line). */
  line: number;
  method: string;
  /** Version segment: `v3`, `beta`, `v2025`… */
  version: string;
  /** Path after the version, without query: `/sources/{id}`. */
  path: string;
  /** The `filters` expression sent, decoded, when there is one. */
  filters?: string;
  /** Where it was found, for messages. */
  source: 'code' | 'inline';
}

const METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS';
const VERSION = String.raw`(v3|beta|v20\d\d)`;
// A tenant URL (`https://acme.api.identitynow.com`, `https://{tenant}.api…`, `https://$TENANT.api…`)
// or a shell/template variable standing for one (`$BASE_URL`, `${ISC_URL}`, `{{baseUrl}}`).
const BASE = String.raw`(?:https?://[^\s"'\`/]*\.api\.identitynow\.com|\$\{?[A-Za-z_]\w*\}?|\{\{\s*\w+\s*\}\})`;
const URL_IN_CODE = new RegExp(String.raw`${BASE}/${VERSION}(/[^\s"'\`<>)]*)?`, 'g');
// The request target runs to the closing backtick or the line's end (a query may hold spaces).
const INLINE = new RegExp(
  String.raw`\`(${METHODS})\s+(?:https?://[^\s\`/]+)?/${VERSION}(/[^\`]*)?\``,
  'g',
);
const HTTP_LINE = new RegExp(
  String.raw`^\s*(${METHODS})\s+(?:https?://[^\s/]+)?/${VERSION}(/.*?)?(?:\s+HTTP/[\d.]+)?\s*$`,
);

/** Splits `/sources/{id}?filters=x` into the path and its decoded `filters` value. */
export function splitPathQuery(rest: string): { path: string; filters?: string } {
  const cleaned = rest.trim().replace(/[.,;:]+$/, '');
  const q = cleaned.indexOf('?');
  const rawPath = (q === -1 ? cleaned : cleaned.slice(0, q)).split(/[#\s]/)[0]!;
  const path = rawPath.replace(/\/+$/, '') || '/';
  if (q === -1) return { path };
  let filters: string | undefined;
  try {
    filters = new URLSearchParams(cleaned.slice(q + 1)).get('filters') ?? undefined;
  } catch {
    filters = undefined;
  }
  return filters === undefined ? { path } : { path, filters };
}

/** Logical commands of a code block: lines joined across `\` (shell) and `` ` `` (PowerShell) continuations. */
function commands(code: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  const lines = code.split('\n');
  let current: { text: string; line: number } | undefined;
  lines.forEach((l, i) => {
    if (!current) current = { text: '', line: i };
    current.text += ` ${l.replace(/[\\`]\s*$/, '')}`;
    if (!/[\\`]\s*$/.test(l)) {
      out.push(current);
      current = undefined;
    }
  });
  if (current) out.push(current);
  return out;
}

/** The method a command line uses, or undefined when it is not a request we can read. */
function methodOf(cmd: string): string | undefined {
  if (/\bcurl\b/.test(cmd)) {
    const explicit = /(?:-X\s*|--request[\s=]+)['"]?([A-Za-z]+)/.exec(cmd);
    if (explicit) return explicit[1]!.toUpperCase();
    if (/\s(-G|--get)\b/.test(cmd)) return 'GET';
    // curl sends a body, and so POSTs, when given data.
    if (/\s(-d|--data(-raw|-binary|-urlencode)?|--json|-F|--form)\b/.test(cmd)) return 'POST';
    return 'GET';
  }
  if (/\bInvoke-(RestMethod|WebRequest)\b/i.test(cmd)) {
    const m = /-Method\s+['"]?([A-Za-z]+)/i.exec(cmd);
    return m ? m[1]!.toUpperCase() : 'GET';
  }
  const py = /\brequests\.(get|post|put|patch|delete)\s*\(/i.exec(cmd);
  if (py) return py[1]!.toUpperCase();
  return undefined;
}

/** `filters` sent in a curl command's data (`--data-urlencode 'filters=…'`, or `-d` with `-G`). */
function dataFilters(cmd: string): string | undefined {
  const m =
    /--data-urlencode\s+(['"])filters=(.*?)\1/.exec(cmd) ??
    (/\s(-G|--get)\b/.test(cmd) ? /\s(?:-d|--data)\s+(['"])filters=(.*?)\1/.exec(cmd) : null);
  if (!m) return undefined;
  const value = m[2]!;
  // --data-urlencode sends the text as written; -d sends it already encoded.
  if (m[0].includes('--data-urlencode')) return value;
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** The API calls of one fenced code block (`line`: the line of its opening fence). */
export function blockCalls(block: { lang: string; code: string; line: number }): ApiCall[] {
  const calls: ApiCall[] = [];
  const lang = block.lang.toLowerCase();
  for (const cmd of commands(block.code)) {
    // The fence line itself is block.line; code starts on the next line.
    const line = block.line + 1 + cmd.line;
    if (lang === 'http') {
      const m = HTTP_LINE.exec(cmd.text);
      if (m)
        calls.push({
          line,
          method: m[1]!,
          version: m[2]!,
          ...splitPathQuery(m[3] ?? '/'),
          source: 'code',
        });
      continue;
    }
    const method = methodOf(cmd.text);
    if (!method) continue;
    const extra = dataFilters(cmd.text);
    for (const m of cmd.text.matchAll(URL_IN_CODE)) {
      const { path, filters } = splitPathQuery(m[2] ?? '/');
      const f = filters ?? extra;
      calls.push({
        line,
        method,
        version: m[1]!,
        path,
        ...(f === undefined ? {} : { filters: f }),
        source: 'code',
      });
      // One request per command: the first API URL is the one called.
      break;
    }
  }
  return calls;
}

/** Every API call the Markdown body shows. */
export function findApiCalls(body: string): ApiCall[] {
  const blocks = codeBlocks(body);
  const calls: ApiCall[] = blocks.flatMap(blockCalls);
  // Inline code outside code blocks.
  const lines = body.split('\n');
  const inFence = new Set<number>();
  for (const block of blocks) {
    const n = block.code.split('\n').length;
    for (let i = block.line; i <= block.line + n; i++) inFence.add(i);
  }
  lines.forEach((text, i) => {
    if (inFence.has(i + 1)) return;
    for (const m of text.matchAll(INLINE)) {
      calls.push({
        line: i + 1,
        method: m[1]!,
        version: m[2]!,
        ...splitPathQuery(m[3] ?? '/'),
        source: 'inline',
      });
    }
  });
  return calls.sort((a, b) => a.line - b.line);
}
