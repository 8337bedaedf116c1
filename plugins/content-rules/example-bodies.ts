import type { Root, RootContent } from 'mdast';
import { blockCalls, type ApiCall } from './request-examples';

/**
 * The JSON a guide sends and shows back, tied to the API call it belongs to:
 *
 * - **request bodies**: a curl command's `-d`/`--data`/`--data-raw`/`--json '…'`, and the body
 *   of an `http` block's request (after its headers and a blank line);
 * - **response examples**: an `http` block that starts with a status line (`HTTP/1.1 200 OK`)
 *   right after a request example, or a `json` block right after a request example with one
 *   sentence between them that names the response ("The response …", "… returns …", "…
 *   answers …"), whose status is a number in that sentence or else the operation's first 2xx.
 *
 * Lines are body lines: the first line of the JSON.
 */
export interface ExampleBody {
  call: ApiCall;
  kind: 'request' | 'response';
  /** The status of a response example, when the page names it. */
  status?: string;
  json: string;
  line: number;
}

const DATA = /(?:^|\s)(?:-d|--data|--data-raw|--data-binary|--json)\s+'([^']*)'/;
const STATUS_LINE = /^HTTP\/[\d.]+\s+(\d{3})\b/;
const NAMES_RESPONSE = /\b(?:response|responds|returns|answers)\b/i;

/** The request body a curl command or an http request of a block sends. */
function requestBody(
  code: string,
  lang: string,
  fenceLine: number,
  call: ApiCall,
): { json: string; line: number } | undefined {
  const lines = code.split('\n');
  const from = call.line - fenceLine - 1;
  if (lang === 'http') {
    const blank = lines.findIndex((l, i) => i > from && l.trim() === '');
    if (blank === -1) return undefined;
    const rest = lines.slice(blank + 1);
    const end = rest.findIndex((l) => /^(GET|POST|PUT|PATCH|DELETE|HTTP\/)/.test(l));
    const json = (end === -1 ? rest : rest.slice(0, end)).join('\n').trim();
    return json.startsWith('{') || json.startsWith('[')
      ? { json, line: fenceLine + 1 + blank + 1 + rest.findIndex((l) => l.trim() !== '') }
      : undefined;
  }
  // This command's text: up to the next curl command of the block.
  const after = lines.slice(from);
  const next = after.findIndex((l, i) => i > 0 && /\bcurl\b/.test(l));
  const text = (next === -1 ? after : after.slice(0, next)).join('\n');
  const m = DATA.exec(text);
  if (!m) return undefined;
  const json = m[1]!.trim();
  if (!json.startsWith('{') && !json.startsWith('[')) return undefined;
  const lineInCmd = text.slice(0, m.index! + m[0].indexOf("'")).split('\n').length - 1;
  return { json, line: call.line + lineInCmd };
}

/** Every request body and response example of a page, with its call. */
export function exampleBodies(tree: Root): ExampleBody[] {
  const out: ExampleBody[] = [];
  const nodes = tree.children;
  // The request example the next block may answer, and how many nodes back it is.
  let last: { call: ApiCall; index: number } | undefined;
  nodes.forEach((node: RootContent, index) => {
    if (node.type === 'heading') last = undefined;
    if (node.type !== 'code' || !node.position) return;
    const lang = (node.lang ?? '').toLowerCase();
    const fenceLine = node.position.start.line;
    const calls = blockCalls({ lang, code: node.value, line: fenceLine });
    if (calls.length) {
      for (const call of calls) {
        const body = requestBody(node.value, lang, fenceLine, call);
        if (body) out.push({ call, kind: 'request', ...body });
      }
      last = { call: calls[calls.length - 1]!, index };
      return;
    }
    if (!last) return;
    const status = STATUS_LINE.exec(node.value.split('\n')[0] ?? '');
    if (lang === 'http' && status && index - last.index <= 2) {
      const lines = node.value.split('\n');
      const blank = lines.findIndex((l) => l.trim() === '');
      const json =
        blank === -1
          ? ''
          : lines
              .slice(blank + 1)
              .join('\n')
              .trim();
      if (json.startsWith('{') || json.startsWith('['))
        out.push({
          call: last.call,
          kind: 'response',
          status: status[1]!,
          json,
          line: fenceLine + 1 + blank + 1,
        });
      return;
    }
    const between = nodes[index - 1];
    if (
      lang === 'json' &&
      index - last.index === 2 &&
      between?.type === 'paragraph' &&
      NAMES_RESPONSE.test(textOf(between))
    ) {
      const named = /\b([1-5]\d\d)\b/.exec(textOf(between));
      out.push({
        call: last.call,
        kind: 'response',
        ...(named ? { status: named[1]! } : {}),
        json: node.value,
        line: fenceLine + 1,
      });
    }
  });
  return out;
}

function textOf(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '';
}
