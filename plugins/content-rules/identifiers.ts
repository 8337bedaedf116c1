/**
 * Identifiers found in their sources: which inline code spans and JSON `"type"` values of a guide
 * page name an identifier a reader could copy (a field, type string, enum value, flag, trigger
 * ID), and which of them the page defines itself. The lookup against the page's cited files and
 * the specs is identifier-sources.ts.
 */

export type IdentifierKind = 'word' | 'compound' | 'flag';

export interface IdentifierUse {
  /** What is looked up: a word, a `-`/`:` compound, or a flag's name without its dashes. */
  name: string;
  /** As written on the page (the whole dotted path or flag). */
  shown: string;
  kind: IdentifierKind;
  /** 0-based offset of `shown` in the text it came from. */
  offset: number;
}

const CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const PASCAL = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/;
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
const UPPER = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const FLAG = /^--[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const COLON_ID = /^[a-z][a-z0-9]*(?::[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*)+$/;
const DOTTED = /^[A-Za-z_][\w]*(?:\[\d*\])?(?:\.[A-Za-z_][\w]*(?:\[\d*\])?)+$/;
const BRACKETED = /^[A-Za-z_][\w]*\[\d*\]$/;
/** A dotted span that is a file or host name, not a property path. */
const FILE_OR_HOST =
  /\.(?:json|jsonc|js|mjs|cjs|ts|tsx|py|md|mdx|ya?ml|java|go|txt|zip|csv|xml|ps1|psm1|sh|env|html|bat|jar|xsd|properties|com|net|org|io|dev)$/i;

/**
 * Generated example values (`k7Pq2XwB9m`, base64, random IDs) switch between letters and digits
 * again and again; identifiers rarely do more than twice (`okafor1`, `api_v2024`, `sha256Hash`).
 */
const looksGenerated = (w: string) => (w.match(/[A-Za-z](?=\d)|\d(?=[A-Za-z])/g) ?? []).length >= 3;

/**
 * Is a single word identifier-like (not an English word in code font)? camelCase, PascalCase
 * with two humps, snake_case, UPPER_CASE with `_`, or a capitals-only word of 4 letters or more
 * (enum values such as `APPROVED`; shorter ones are codes and abbreviations: `DE`, `API`).
 */
export function isIdentifierWord(w: string): boolean {
  if (looksGenerated(w)) return false;
  if (UPPER.test(w)) return w.includes('_') || w.replace(/[^A-Z]/g, '').length >= 4;
  return CAMEL.test(w) || PASCAL.test(w) || SNAKE.test(w);
}

/**
 * The identifiers of one inline code span. A span with several tokens (a command, a filter) is
 * split on spaces and punctuation; placeholders (`{id}`, `<token>`, `$VAR`), paths and URLs
 * (anything with `/`) and plain lowercase words are not identifiers.
 */
export function spanIdentifiers(span: string): IdentifierUse[] {
  const out: IdentifierUse[] = [];
  // Several words: a command, a filter or a phrase of data (`LENA O'HARA`); capitals-only words
  // in it are data, not enum values.
  const phrase = /\S\s+\S/.test(span.trim());
  for (const m of span.matchAll(/[^\s(),;="'`|+*!?]+/g)) {
    let token = m[0];
    const offset = m.index!;
    token = token.replace(/[.:]+$/, '');
    if (!token || /[{}<>$/\\@#%&~^]/.test(token)) continue;
    if (FLAG.test(token)) {
      out.push({ name: token.replace(/^--/, ''), shown: token, kind: 'flag', offset });
      continue;
    }
    if (COLON_ID.test(token)) {
      out.push({ name: token, shown: token, kind: 'compound', offset });
      continue;
    }
    if (DOTTED.test(token) || BRACKETED.test(token)) {
      if (FILE_OR_HOST.test(token)) continue;
      const segments = token.split('.');
      // `lena.okafor` is a user name, `res.send` a call on the example's variable: a property
      // path has an identifier-like segment or an array step.
      if (!token.includes('[') && !segments.some((seg) => isIdentifierWord(seg))) continue;
      // Each segment of a property path: `changes[].attribute` → changes, attribute.
      for (const seg of segments) {
        const name = seg.replace(/\[\d*\]$/, '');
        if (name && !/^\d+$/.test(name)) out.push({ name, shown: token, kind: 'word', offset });
      }
      continue;
    }
    if (phrase && UPPER.test(token) && !token.includes('_')) continue;
    if (/^[A-Za-z_]\w*$/.test(token) && isIdentifierWord(token))
      out.push({ name: token, shown: token, kind: 'word', offset });
  }
  return out;
}

/** `"type": "…"` values of JSON in a code block, with their 0-based offsets in the code. */
export function jsonTypeValues(code: string): Array<{ value: string; offset: number }> {
  const out: Array<{ value: string; offset: number }> = [];
  for (const m of code.matchAll(/"type"\s*:\s*"([^"\\]*)"/g)) {
    const value = m[1]!;
    // Free text ("Account Aggregation") is not an identifier; type strings are single tokens.
    if (!/^[A-Za-z][A-Za-z0-9_:.-]*$/.test(value)) continue;
    out.push({ value, offset: m.index! + m[0].length - value.length - 1 });
  }
  return out;
}

/** Languages whose blocks hold JSON (bodies of curl commands and `http` requests included). */
export const JSON_TYPE_LANGS = new Set([
  'json',
  'jsonc',
  'json5',
  'bash',
  'sh',
  'shell',
  'console',
  'http',
  'powershell',
]);

/**
 * Names the page's own code defines: string values of JSON it sends or shows (not keys, not
 * `"type"` values and not capitals-only values of other keys: those are the API's enum values), variables, functions and classes its code declares,
 * and environment variables it sets or reads (`$ACCESS_TOKEN`). A span naming one of these
 * refers to the page's example, not to a fact of the product.
 */
/** Keys whose value is a name the example chooses (`"attributeName": "HIRE_DATE"`), even in capitals. */
const NAMING_KEY = /(?:name|Name|^"id|Id|key|Key|label|Label)"$/;

export function definedByCode(blocks: ReadonlyArray<{ code: string }>): Set<string> {
  const out = new Set<string>();
  const addWords = (text: string) => {
    for (const w of text.matchAll(/[A-Za-z0-9_]+(?:[-:][A-Za-z0-9_]+)*/g)) {
      // A colon ID (`idn:identity-created`, `std:account:list`) is the API's, wherever it stands.
      if (w[0].includes(':')) continue;
      out.add(w[0]);
      for (const part of w[0].split('-')) out.add(part);
    }
  };
  for (const { code } of blocks) {
    // JSON string values: `"key": "value"` and array items, but not "type" values.
    for (const m of code.matchAll(/("(?:[^"\\]|\\.)*")\s*:\s*"((?:[^"\\]|\\.)*)"/g))
      if (m[1] !== '"type"' && (NAMING_KEY.test(m[1]!) || !/^[A-Z0-9_]+$/.test(m[2]!)))
        addWords(m[2]!);
    for (const m of code.matchAll(/[[,]\s*"((?:[^"\\]|\\.)*)"\s*(?=[\],])/g)) addWords(m[1]!);
    // Declarations in JavaScript/TypeScript, Java, Python, Go, PowerShell and shell.
    for (const m of code.matchAll(
      /\b(?:const|let|var|function|class|interface|type|enum|def|func|public|private|protected|static|final|void|String|int|long|boolean|Map|List|Object)\s+([A-Za-z_$][\w$]*)/g,
    ))
      out.add(m[1]!.replace(/^\$/, ''));
    for (const m of code.matchAll(/^\s*(?:export\s+|set\s+|\$env:)?\$?([A-Za-z_]\w*)\s*:?=(?!=)/gm))
      out.add(m[1]!);
    for (const m of code.matchAll(/\$\{?([A-Za-z_]\w*)\}?/g)) out.add(m[1]!);
    // Parameters of functions and arrow functions: `async (context, input, res) =>`.
    for (const m of code.matchAll(/\(([^()]*)\)\s*(?:=>|\{|:)/g))
      for (const p of m[1]!.matchAll(/([A-Za-z_$][\w$]*)\s*(?=[,:=)]|$)/g)) out.add(p[1]!);
    // Single-token string literals the code passes (not keys, not `"type"` values, not
    // capitals-only values, which are the API's enum values).
    for (const m of code.matchAll(/(["'])([A-Za-z0-9_.@-]+)\1(?!\s*:)/g)) {
      const before = code.slice(Math.max(0, m.index! - 12), m.index!);
      if (/"type"\s*:\s*$/.test(before) || /^[A-Z0-9_]+$/.test(m[2]!)) continue;
      addWords(m[2]!);
    }
    for (const m of code.matchAll(/\$env:([A-Za-z_]\w*)/gi)) out.add(m[1]!);
  }
  return out;
}
