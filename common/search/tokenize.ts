/**
 * Tokenising and capping, shared by the build (what goes into the shards) and the browser
 * (indexing the shards and reading queries), so both sides agree on every token.
 * Pure functions: no Node or DOM imports.
 */

/** Longer tokens are dropped: a 30 KB base64 blob or a hash must not bloat the index. */
export const MAX_TOKEN_LENGTH = 40;
/** Caps on what a document keeps (characters). */
export const LIMITS = {
  title: 160,
  excerpt: 220,
  sectionText: 160,
  heading: 120,
  sections: 24,
  keywords: 400,
  /** Tokens indexed per field of one document. */
  tokensPerField: 200,
  /**
   * What the browser gets of the excerpt and of each section's text (the index is built from
   * the longer texts above): enough for a snippet, and the largest share of the bytes a search
   * downloads (plugins/search/shards.ts).
   */
  shippedExcerpt: 140,
  /** An operation's description excerpt: operations are most of the documents at scale. */
  shippedOperationExcerpt: 100,
  shippedSectionText: 100,
} as const;

const COMBINING = /[\u0300-\u036f]/g;
// Printable ASCII and the usual white space: text that needs no Unicode folding.
const ASCII = /^[\t\n\r -~]*$/;

/** Lower case, diacritics removed (é → e), so "Résumé" matches "resume". */
export function fold(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(COMBINING, '').toLowerCase();
}

/** An upper-case letter after the first character: a camelCase or PascalCase word to split. */
const INNER_UPPER = /.\p{Lu}/u;

/** Splits `listSources` → list, Sources; `HTTPServer` → HTTP, Server; `base64Encode` → base64, Encode. */
export function splitCase(word: string): string[] {
  return word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ')
    .filter(Boolean);
}

const endsWith = (t: string, suffix: string) => t.endsWith(suffix);

/**
 * A light English stemmer, applied to document and query tokens alike so plural and
 * singular meet: sources → source, identities → identity, processes → process, status stays.
 */
export function stem(token: string): string {
  const n = token.length;
  if (n <= 3 || token.charCodeAt(n - 1) !== 115 /* s */) return token;
  if (/\d/.test(token)) return token;
  if (endsWith(token, 'ies') && n > 4) return `${token.slice(0, -3)}y`;
  if (endsWith(token, 'ss') || endsWith(token, 'us') || endsWith(token, 'is')) return token;
  if (endsWith(token, 'sses') || endsWith(token, 'xes')) return token.slice(0, -2);
  return token.slice(0, -1);
}

const NON_ASCII_WORD_CHAR = /[\p{L}\p{N}]/u;

/** Letters and digits; a character code scan (ASCII fast path) rather than a regex per word. */
function isWordChar(c: number, text: string, i: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  return NON_ASCII_WORD_CHAR.test(text[i]!);
}

/**
 * Tokens of a text, folded and stemmed, in order. Words are runs of letters and digits.
 * Words longer than MAX_TOKEN_LENGTH are dropped (after camelCase parts are taken, so a long
 * identifier still yields its short parts). A camelCase word yields its parts, then the whole.
 */
export function tokenize(text: string, max = Infinity): string[] {
  const out: string[] = [];
  if (!text) return out;
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isWordChar(text.charCodeAt(i), text, i)) {
      i++;
      continue;
    }
    const start = i;
    let mixed = false; // an upper-case letter after the first character, or a non-ASCII one
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (!isWordChar(c, text, i)) break;
      if ((c >= 65 && c <= 90 && i > start) || c >= 128) mixed = true;
    }
    const word = text.slice(start, i);
    if (mixed && INNER_UPPER.test(word)) {
      const parts = splitCase(word);
      for (const p of parts) push(out, p);
      if (parts.length > 1) push(out, word);
    } else push(out, word);
    if (out.length >= max) return out.slice(0, max);
  }
  return out;
}

function push(out: string[], raw: string): void {
  if (raw.length > MAX_TOKEN_LENGTH) return;
  out.push(stem(fold(raw)));
}

/** Unique tokens of a text. */
export function uniqueTokens(text: string, max = LIMITS.tokensPerField): string[] {
  return [...new Set(tokenize(text, max * 2))].slice(0, max);
}

/**
 * Removes words longer than MAX_TOKEN_LENGTH from display text (base64 blobs, hashes, long
 * URLs), collapses white space, and cuts the text at `maxChars` on a word boundary with `…`.
 */
export function capText(text: string, maxChars: number): string {
  const words = text.split(/\s+/).filter((w) => w && !isBlob(w));
  let out = '';
  for (const w of words) {
    const next = out ? `${out} ${w}` : w;
    if (next.length > maxChars) {
      if (!out) out = w.slice(0, maxChars - 1);
      return `${out.replace(/[\s,.;:(]+$/, '')}…`;
    }
    out = next;
  }
  return out;
}

/** A white-space-free run too long to be a word a reader would search for. */
function isBlob(word: string): boolean {
  if (word.length <= MAX_TOKEN_LENGTH) return false;
  // Long words made of readable parts (a-long-kebab-slug, a/path/with/segments) are kept if every part is short.
  return word.split(/[-/_.]/).some((p) => p.length > MAX_TOKEN_LENGTH);
}

/** `GET /v3/accounts/{id}` → { method: 'get', path: '/v3/accounts/{}' } when the query looks like an API path. */
export function parsePathQuery(query: string): { method?: string; path: string } | null {
  const m = query.trim().match(/^(?:(get|put|post|delete|patch|head|options|trace)\s+)?(\/\S*)$/i);
  if (!m) return null;
  return { method: m[1]?.toLowerCase(), path: normalizePath(m[2]!) };
}

/** Lower case, `{param}` → `{}`, no trailing slash: the form API paths are compared in. */
export function normalizePath(p: string): string {
  return (
    p
      .toLowerCase()
      .replace(/\{[^}]*\}/g, '{}')
      .replace(/:([a-z_][\w-]*)/g, '{}')
      .replace(/\/+$/, '') || '/'
  );
}
